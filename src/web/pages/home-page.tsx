import { memo, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { showModeClearedToast } from '#web/features/mail-tool/mode-cleared-toast.ts';
import { AboutPanel } from '#web/features/home/about-panel.tsx';
import { HomeHero } from '#web/features/home/home-hero.tsx';
import { DEFAULT_MODE } from '#web/features/mail-tool/mode-options.ts';
import { ModePanel } from '#web/features/mail-tool/mode-panel.tsx';
import { ModeSelector } from '#web/features/mail-tool/mode-selector.tsx';
import {
  decodeTemplateWork,
  encodeTemplateWork,
  type TemplateWork,
} from '#web/features/templates/template-work.ts';
import { BetaBanner } from '#web/layout/beta-banner.tsx';
import { PageLayout } from '#web/layout/page-layout.tsx';
import { useDraft } from '#web/lib/drafts.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';
import { HomeAiResult } from '#web/features/mail-tool/home-ai-result.tsx';

// Typing re-renders this page; the parts that do not depend on the text skip it.
const Banner = memo(BetaBanner);
const Hero = memo(HomeHero);
const About = memo(AboutPanel);
const Selector = memo(ModeSelector);

type HomePageProps = {
  /** Above the beta banner: the private copy of this page says what it is (original-home-page). */
  notice?: ReactNode;
};

export default function HomePage({ notice }: HomePageProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft('new');
  const [manualText, setManualText] = useDraft('manual');
  const [savedTemplateWork, setSavedTemplateWork] = useDraft('template');
  const templateWork = useMemo(() => decodeTemplateWork(savedTemplateWork), [savedTemplateWork]);
  const setTemplateWork = useStableCallback((work: TemplateWork | null) =>
    setSavedTemplateWork(encodeTemplateWork(work)),
  );
  // After a reload the player lands where their text is: only one mode keeps text at a time.
  const [mode, setMode] = useState<MailMode>(() => {
    if (draft !== '') return DEFAULT_MODE;
    if (manualText !== '') return 'manual';
    return templateWork ? 'template' : DEFAULT_MODE;
  });

  // Switching mode clears the output and the other modes' inputs (spec section 2); typed text
  // is never lost without a way back, so the toast offers Undo.
  const changeMode = useStableCallback((next: MailMode) => {
    if (next === mode) return;
    const previous = { mode, draft, manualText, templateWork };
    const clearsDraft = next !== 'new' && draft.trim() !== '';
    const clearsManual = next !== 'manual' && manualText.trim() !== '';
    const clearsTemplate = next !== 'template' && templateWork !== null;
    if (next !== 'new') setDraft('');
    if (next !== 'manual') setManualText('');
    if (next !== 'template') setTemplateWork(null);
    setMode(next);
    if (!clearsDraft && !clearsManual && !clearsTemplate) return;
    showModeClearedToast(
      t,
      { next: t(`home.modes.${next}.name`), previous: t(`home.modes.${previous.mode}.name`) },
      () => {
        setDraft(previous.draft);
        setManualText(previous.manualText);
        setTemplateWork(previous.templateWork);
        setMode(previous.mode);
      },
    );
  });

  // The filled template becomes the Manual Builder's text; the template's details are in it.
  const sendTemplateToManual = useStableCallback((markup: string) => {
    setManualText(markup);
    setTemplateWork(null);
    setMode('manual');
  });

  return (
    <PageLayout
      banner={
        <>
          {notice}
          <Banner />
        </>
      }
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-12">
        <Hero />
        <About />
        <Selector mode={mode} onModeChange={changeMode} />
        <ModePanel
          mode={mode}
          draft={draft}
          onDraftChange={setDraft}
          manualText={manualText}
          onManualTextChange={setManualText}
          templateWork={templateWork}
          onTemplateWorkChange={setTemplateWork}
          onUseTemplate={sendTemplateToManual}
          AiResult={HomeAiResult}
        />
      </div>
    </PageLayout>
  );
}
