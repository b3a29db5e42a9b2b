import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#shared/constants.ts';
import { getTemplate, type Template } from '#shared/templates/index.ts';
import { useUser } from '#web/lib/use-user.ts';
import { DEFAULT_MODE, MODE_OPTIONS } from './mode-options.ts';
import type { ModePanel } from './mode-panel.tsx';
import { ModeTool, NO_PANEL_INPUTS, type PanelInputs } from './mode-tool.tsx';

type PanelProps = ComponentProps<typeof ModePanel>;

/** The third version's modes in its order, Templates unlocked: a private preview. */
const V3_MODE_OPTIONS = (['new', 'template', 'manual'] as const).flatMap((mode) =>
  MODE_OPTIONS.filter((option) => option.mode === mode).map((option) => ({
    ...option,
    isPremium: false,
  })),
);

/** The third version's three templates. */
const V3_TEMPLATES: readonly Template[] = [
  'kingdom-trophies',
  'mge-rankings',
  'alliance-mobilization',
].flatMap((id) => getTemplate(id) ?? []);

const V3_TEMPLATE_LIBRARY: PanelProps['templateLibrary'] = {
  templates: V3_TEMPLATES,
  selectionMode: 'toggle',
  hasSearch: false,
  customizer: { hasPreviewViews: true, hasMissingNote: true },
};

/**
 * The mail tool's third version: the home page's mode cards and panels with its options — AI
 * Assist, the three templates as a filterable grid whose cards select and deselect, with Raw and
 * Styled views and '[Missing: …]', and the Manual Builder. What is typed is kept for this visit.
 */
export function MailToolV3() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [inputs, setInputs] = useState<PanelInputs>(NO_PANEL_INPUTS);
  return (
    <div data-testid="mail-tool-v3" className="flex flex-col gap-6">
      <p className="text-parchment-200">
        {t(user?.isAdmin ? 'mailToolV3.intro' : 'mailToolV3.publicIntro')}
      </p>
      <ModeTool
        inputs={inputs}
        onInputsChange={(change) => setInputs((current) => ({ ...current, ...change }))}
        initialMode={DEFAULT_MODE}
        options={V3_MODE_OPTIONS}
        templateLibrary={V3_TEMPLATE_LIBRARY}
        copyFeedback={{
          copiedForMs: TIMINGS.copiedIndicatorEditorMs,
          copyToasts: {
            copiedTitle: t('finalDispatch.toasts.copiedTitle'),
            failedTitle: t('templates.toasts.copyFailedTitle'),
            failedText: t('templates.toasts.copyFailedText'),
          },
        }}
      />
    </div>
  );
}
