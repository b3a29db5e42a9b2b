import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MailMode, TIMINGS } from '#shared/constants.ts';
import { getTemplate, type Template } from '#shared/templates/index.ts';
import { DEFAULT_MODE, MODE_OPTIONS } from '#web/features/mail-tool/mode-options.ts';
import { ModePanel } from '#web/features/mail-tool/mode-panel.tsx';
import { ModeSelector } from '#web/features/mail-tool/mode-selector.tsx';

type PanelProps = ComponentProps<typeof ModePanel>;

/** The third version's modes in its order (spec section 2), Templates unlocked: a private preview. */
const V3_MODE_OPTIONS = (['new', 'template', 'manual'] as const).flatMap((mode) =>
  MODE_OPTIONS.filter((option) => option.mode === mode).map((option) => ({
    ...option,
    isPremium: false,
  })),
);

/** The third version's three templates (spec section 3). */
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

/** What each mode has typed; switching mode keeps only the new mode's (empty) part. */
type ModeInputs = {
  mode: MailMode;
  draft: string;
  manualText: string;
  templateWork: PanelProps['templateWork'];
};

const NO_INPUTS: Omit<ModeInputs, 'mode'> = { draft: '', manualText: '', templateWork: null };

/**
 * The mail tool's third version (issue 18): the home page's mode selector and mode panels with
 * its options — AI Assist, the three templates as a filterable grid whose cards select and
 * deselect, with Raw and Styled views and '[Missing: …]', and the Manual Builder. Switching mode
 * clears the output and every other mode's input (spec section 2).
 */
export function MailToolV3() {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<ModeInputs>({ mode: DEFAULT_MODE, ...NO_INPUTS });
  const update = (change: Partial<ModeInputs>) =>
    setInputs((current) => ({ ...current, ...change }));
  const copyFeedback: PanelProps['copyFeedback'] = {
    copiedForMs: TIMINGS.copiedIndicatorEditorMs,
    copyToasts: {
      copiedTitle: t('finalDispatch.toasts.copiedTitle'),
      failedTitle: t('templates.toasts.copyFailedTitle'),
      failedText: t('templates.toasts.copyFailedText'),
    },
  };
  return (
    <div data-testid="mail-tool-v3" className="flex flex-col gap-6">
      <p className="text-parchment-200">{t('mailToolV3.intro')}</p>
      <ModeSelector
        mode={inputs.mode}
        options={V3_MODE_OPTIONS}
        onModeChange={(mode) => {
          if (mode !== inputs.mode) setInputs({ mode, ...NO_INPUTS });
        }}
      />
      <ModePanel
        mode={inputs.mode}
        draft={inputs.draft}
        onDraftChange={(draft) => update({ draft })}
        manualText={inputs.manualText}
        onManualTextChange={(manualText) => update({ manualText })}
        templateWork={inputs.templateWork}
        onTemplateWorkChange={(templateWork) => update({ templateWork })}
        onUseTemplate={(manualText) => setInputs({ ...NO_INPUTS, mode: 'manual', manualText })}
        templateLibrary={V3_TEMPLATE_LIBRARY}
        copyFeedback={copyFeedback}
      />
    </div>
  );
}
