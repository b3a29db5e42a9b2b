import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function OriginalHomePage() {
  const { t } = useTranslation();
  return <ContentPage title={t('pages.originalHome.title')} />;
}
