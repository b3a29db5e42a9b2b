import { Mail } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { acceptInstallOffer, useHasInstallOffer } from '#web/lib/install-offer.ts';

// Shown only where the browser offers to install the app, so its code comes only then.
const InstallAppButton = lazyPart(async () => ({
  default: (await import('#web/layout/install-app-button.tsx')).InstallAppButton,
}));

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const hasInstallOffer = useHasInstallOffer();
  return (
    <footer className="mt-12 border-gold-600/50 border-t bg-night-950/90">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-md flex-col gap-2">
          <p className="flex items-center gap-2 font-bold text-gold-300">
            <Mail aria-hidden="true" className="size-4" />
            {t('app.name')}
          </p>
          <p className="text-parchment-200/85">{t('footer.tagline')}</p>
          {hasInstallOffer ? (
            <LoadBoundary frame={() => null}>
              <Suspense fallback={null}>
                <div>
                  <InstallAppButton onInstall={() => void acceptInstallOffer()} />
                </div>
              </Suspense>
            </LoadBoundary>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 text-parchment-200/70 md:items-end md:text-end">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
