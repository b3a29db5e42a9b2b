import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { TemplateLibraryOptions } from '#web/features/templates/template-library.tsx';
import type { TemplateWork } from '#web/features/templates/template-work.ts';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useUser } from '#web/lib/use-user.ts';

// The library's data (about 12 kB gzip) loads only when someone opens the Templates mode, which
// keeps the home route within its budget.
/** Fetches the library's code (and the rest of English). */
export const loadTemplateLibrary = () =>
  withAllEnglish(() => import('#web/features/templates/template-library.tsx'));
const TemplateLibrary = lazyPart(async () => ({
  default: (await loadTemplateLibrary()).TemplateLibrary,
}));
const TemplatesLocked = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('#web/features/templates/templates-locked.tsx')))
    .TemplatesLocked,
}));

type TemplatesPanelProps = {
  /** The template being filled in and its details, kept by the page (saved as a draft). */
  work: TemplateWork | null;
  onWorkChange: (work: TemplateWork | null) => void;
  /** Receives the filled template when the player chooses 'Use This Template'. */
  onUseTemplate: (markup: string) => void;
  /**
   * A private preview's library (the third version): open to whoever may open the page, offered
   * with these options. Without it, the home page's premium library.
   */
  library?: TemplateLibraryOptions;
};

/**
 * The Templates mode (mode id template): the template library for premium users, a locked card
 * with a sample of it and the way to Premium for everyone else.
 */
export function TemplatesPanel({
  work,
  onWorkChange,
  onUseTemplate,
  library,
}: TemplatesPanelProps) {
  const { t } = useTranslation();
  const { user, isLoading, isPremium } = useUser();
  const isOpen = library !== undefined || isPremium;
  return (
    <SectionCard
      title={t('templates.title')}
      description={t('templates.intro')}
      data-testid="templates-panel"
    >
      {isLoading && !library ? (
        <Spinner label={t('templates.loading')} className="text-ink-800" />
      ) : (
        <LoadBoundary>
          <Suspense fallback={<Spinner label={t('templates.loading')} className="text-ink-800" />}>
            {isOpen ? (
              <TemplateLibrary
                work={work}
                onWorkChange={onWorkChange}
                onUseTemplate={onUseTemplate}
                {...library}
              />
            ) : (
              <TemplatesLocked user={user} />
            )}
          </Suspense>
        </LoadBoundary>
      )}
    </SectionCard>
  );
}
