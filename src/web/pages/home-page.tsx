import { useState } from 'react';
import type { MailMode } from '#shared/constants.ts';
import { BetaBanner } from '#web/components/layout/beta-banner.tsx';
import { PageLayout } from '#web/components/layout/page-layout.tsx';
import { AboutPanel } from '#web/features/home/about-panel.tsx';
import { HomeHero } from '#web/features/home/home-hero.tsx';
import { DEFAULT_MODE } from '#web/features/home/mode-options.ts';
import { ModePanel } from '#web/features/home/mode-panel.tsx';
import { ModeSelector } from '#web/features/home/mode-selector.tsx';

export default function HomePage() {
  const [mode, setMode] = useState<MailMode>(DEFAULT_MODE);
  return (
    <PageLayout banner={<BetaBanner />}>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-12">
        <HomeHero />
        <AboutPanel />
        <ModeSelector mode={mode} onModeChange={setMode} />
        <ModePanel mode={mode} />
      </div>
    </PageLayout>
  );
}
