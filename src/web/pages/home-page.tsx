import { memo, type ReactNode, useMemo } from 'react';
import { HydratesApart } from '#web/components/hydrates-apart.tsx';
import { AboutPanel } from '#web/features/home/about-panel.tsx';
import { HomeHero } from '#web/features/home/home-hero.tsx';
import { HomeAiResult } from '#web/features/mail-tool/home-ai-result.tsx';
import { DEFAULT_MODE } from '#web/features/mail-tool/mode-options.ts';
import { ModeTool, type PanelInputs } from '#web/features/mail-tool/mode-tool.tsx';
import { decodeTemplateWork, encodeTemplateWork } from '#web/features/templates/template-work.ts';
import { BetaBanner } from '#web/layout/beta-banner.tsx';
import { PageLayout } from '#web/layout/page-layout.tsx';
import { useDraft } from '#web/lib/drafts.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

// Typing re-renders this page; the parts that do not depend on the text skip it.
const Banner = memo(BetaBanner);
const Hero = memo(HomeHero);
const About = memo(AboutPanel);

type HomePageProps = {
  /** Above the beta banner: the private copy of this page says what it is (original-home-page). */
  notice?: ReactNode;
};

/** The mail tool as the home page has it: every mode's text saved as a draft in the browser. */
export default function HomePage({ notice }: HomePageProps) {
  const [draft, setDraft] = useDraft('new');
  const [manualText, setManualText] = useDraft('manual');
  const [savedTemplateWork, setSavedTemplateWork] = useDraft('template');
  const templateWork = useMemo(() => decodeTemplateWork(savedTemplateWork), [savedTemplateWork]);
  const changeInputs = useStableCallback((change: Partial<PanelInputs>) => {
    if (change.draft !== undefined) setDraft(change.draft);
    if (change.manualText !== undefined) setManualText(change.manualText);
    if ('templateWork' in change)
      setSavedTemplateWork(encodeTemplateWork(change.templateWork ?? null));
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
        <HydratesApart>
          <About />
        </HydratesApart>
        <ModeTool
          inputs={{ draft, manualText, templateWork }}
          onInputsChange={changeInputs}
          // After a reload the player lands where their text is: only one mode keeps text at a time.
          initialMode={() => {
            if (draft !== '') return DEFAULT_MODE;
            if (manualText !== '') return 'manual';
            return templateWork ? 'template' : DEFAULT_MODE;
          }}
          AiResult={HomeAiResult}
        />
      </div>
    </PageLayout>
  );
}
