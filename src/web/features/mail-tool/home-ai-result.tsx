import { CUSTOMIZER_MODULE_SLUG } from '#shared/constants.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { type AiResultProps, FinalDispatchResult } from '#web/features/format/ai-assist-panel.tsx';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useOpenModules } from '#web/lib/use-open-modules.ts';

// Fetched only when the module is open to this viewer: not part of the home page's first load.
const CustomizableDispatch = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('./customizable-dispatch.tsx'))).CustomizableDispatch,
}));

/**
 * The home page's AI Assist answer: with the Commander Customizer when the viewer may
 * open the second version's module (live for everyone, ready for premium players), else Final
 * Dispatch. The modules are asked for only once an answer exists, never on the page's first load.
 */
export function HomeAiResult(props: AiResultProps) {
  const { modules } = useOpenModules({ isAskedForVisitors: true });
  const isOpen = modules?.some((module) => module.slug === CUSTOMIZER_MODULE_SLUG) ?? false;
  return isOpen ? <CustomizableDispatch {...props} /> : <FinalDispatchResult {...props} />;
}
