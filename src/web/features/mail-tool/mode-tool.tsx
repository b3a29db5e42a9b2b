import { type ComponentProps, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { HydratesApart } from '#web/components/hydrates-apart.tsx';
import type { TemplateWork } from '#web/features/templates/template-work.ts';
import { useUser } from '#web/lib/use-user.ts';
import { MODE_OPTIONS, type ModeOption } from './mode-options.ts';
import { loadModePart, ModePanel } from './mode-panel.tsx';
import { ModeSelector } from './mode-selector.tsx';
import { type ModeRules, useMailModes } from './use-mail-modes.ts';

/** What the mode cards' panels hold: AI Assist's draft, the Manual Builder's text, a template. */
export type PanelInputs = {
  draft: string;
  manualText: string;
  templateWork: TemplateWork | null;
};

export const NO_PANEL_INPUTS: PanelInputs = { draft: '', manualText: '', templateWork: null };

const PANEL_RULES: ModeRules<PanelInputs> = {
  modes: ['new', 'manual', 'template'],
  keepOnly: (inputs, mode) => ({
    draft: mode === 'new' ? inputs.draft : '',
    manualText: mode === 'manual' ? inputs.manualText : '',
    templateWork: mode === 'template' ? inputs.templateWork : null,
  }),
  hasInput: (inputs, mode) => {
    if (mode === 'new') return inputs.draft.trim() !== '';
    if (mode === 'manual') return inputs.manualText.trim() !== '';
    return inputs.templateWork !== null;
  },
};

type PanelOptions = Pick<
  ComponentProps<typeof ModePanel>,
  'templateLibrary' | 'copyFeedback' | 'AiResult'
>;

type ModeToolProps = PanelOptions & {
  inputs: PanelInputs;
  /** Changes some of the inputs (the page keeps them: saved as drafts, or for this visit). */
  onInputsChange: (change: Partial<PanelInputs>) => void;
  initialMode: MailMode | (() => MailMode);
  /** The cards in display order. Default: the home page's. */
  options?: readonly ModeOption[];
};

// Typing re-renders the tool; the cards do not depend on the text and skip it.
const Selector = memo(ModeSelector);

/**
 * The mode cards and the chosen mode's panel (the home page, the original home and the third
 * version): AI Assist, the Manual Builder and Templates. Templates without its library (a free
 * player's locked card on the home page) clears nothing when opened.
 */
export function ModeTool({
  inputs,
  onInputsChange,
  initialMode,
  options,
  ...panel
}: ModeToolProps) {
  const { t } = useTranslation();
  const { isPremium } = useUser();
  const { mode, changeMode, setMode } = useMailModes({
    initialMode,
    inputs,
    setInputs: onInputsChange,
    rules: PANEL_RULES,
    nameOf: (mode) => t(`home.modes.${mode}.name`),
    isLocked: (mode) => mode === 'template' && panel.templateLibrary === undefined && !isPremium,
    loadPart: loadModePart,
  });
  return (
    <>
      <HydratesApart>
        <Selector mode={mode} onModeChange={changeMode} options={options ?? MODE_OPTIONS} />
      </HydratesApart>
      <HydratesApart>
        <ModePanel
          mode={mode}
          draft={inputs.draft}
          onDraftChange={(draft) => onInputsChange({ draft })}
          manualText={inputs.manualText}
          onManualTextChange={(manualText) => onInputsChange({ manualText })}
          templateWork={inputs.templateWork}
          onTemplateWorkChange={(templateWork) => onInputsChange({ templateWork })}
          // The filled template becomes the Manual Builder's text; the template's details are in it.
          onUseTemplate={(manualText) => {
            onInputsChange({ ...NO_PANEL_INPUTS, manualText });
            setMode('manual');
          }}
          {...panel}
        />
      </HydratesApart>
    </>
  );
}
