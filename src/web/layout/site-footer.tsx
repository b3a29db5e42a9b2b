import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 border-gold-600/50 border-t bg-night-950/90">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-md flex-col gap-2">
          <p className="flex items-center gap-2 font-bold text-gold-300">
            <Mail aria-hidden="true" className="size-4" />
            {t('app.name')}
          </p>
          <p className="text-parchment-200/85">{t('footer.tagline')}</p>
        </div>
        <div className="flex flex-col gap-2 text-parchment-200/70 md:items-end md:text-end">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
