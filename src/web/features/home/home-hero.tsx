import { useTranslation } from 'react-i18next';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 text-center sm:text-start">
      <h1 className="text-balance font-bold text-3xl text-gold-200 tracking-tight sm:text-5xl">
        {t('home.title')}
      </h1>
      <p className="max-w-2xl text-base text-parchment-200/90 sm:text-lg">{t('home.intro')}</p>
    </div>
  );
}
