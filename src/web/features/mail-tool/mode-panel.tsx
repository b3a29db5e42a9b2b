import { type ComponentProps, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AiAssistPanel } from '#web/features/format/ai-assist-panel.tsx';
import { loadManualBuilder } from '#web/features/manual-builder/load.ts';
import type { TemplateWork } from '#web/features/templates/template-work.ts';
import { loadTemplateLibrary, TemplatesPanel } from '#web/features/templates/templates-panel.tsx';

const ManualBuilder = lazyPart(async () => ({
  default: (await loadManualBuilder()).ManualBuilder,
}));

/** Fetches the code of a mode's part when it has its own (AI Assist comes with the page). */
export function loadModePart(mode: MailMode): Promise<unknown> | undefined {
  if (mode === 'manual') return loadManualBuilder();
  if (mode === 'template') return loadTemplateLibrary();
  return undefined;
}

type ModePanelProps = {
  mode: MailMode;
  /** The AI Assist draft (saved as typed by the page). */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The Manual Builder's text (saved as typed by the page). */
  manualText: string;
  onManualTextChange: (text: string) => void;
  /** The template being filled in (saved as typed by the page). */
  templateWork: TemplateWork | null;
  onTemplateWorkChange: (work: TemplateWork | null) => void;
  /** 'Use This Template': the filled template goes to the Manual Builder. */
  onUseTemplate: (markup: string) => void;
  /** A private preview's way of offering templates (third version); default the home page's. */
  templateLibrary?: ComponentProps<typeof TemplatesPanel>['library'];
  /** AI Assist's copy feedback where a page has its own; default the home page's. */
  copyFeedback?: Pick<ComponentProps<typeof AiAssistPanel>, 'copyToasts' | 'copiedForMs'>;
  /** What shows AI Assist's answer where a page chooses (the home page: its Commander Customizer). */
  AiResult?: ComponentProps<typeof AiAssistPanel>['ResultDispatch'];
};

/** The working area of the chosen mode. */
export function ModePanel({
  mode,
  draft,
  onDraftChange,
  manualText,
  onManualTextChange,
  templateWork,
  onTemplateWorkChange,
  onUseTemplate,
  templateLibrary,
  copyFeedback,
  AiResult,
}: ModePanelProps) {
  const { t } = useTranslation();
  if (mode === 'template') {
    return (
      <div data-testid="mode-panel-template">
        <TemplatesPanel
          work={templateWork}
          onWorkChange={onTemplateWorkChange}
          onUseTemplate={onUseTemplate}
          library={templateLibrary}
        />
      </div>
    );
  }
  return (
    <SectionCard
      title={t(`home.modes.${mode}.panelTitle`)}
      description={t(`home.modes.${mode}.panelText`)}
      data-testid={`mode-panel-${mode}`}
    >
      {mode === 'new' ? (
        <AiAssistPanel
          draft={draft}
          onDraftChange={onDraftChange}
          ResultDispatch={AiResult}
          {...copyFeedback}
        />
      ) : (
        <LoadBoundary>
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label={t('common.loading')} />
              </div>
            }
          >
            <ManualBuilder text={manualText} onTextChange={onManualTextChange} />
          </Suspense>
        </LoadBoundary>
      )}
    </SectionCard>
  );
}
