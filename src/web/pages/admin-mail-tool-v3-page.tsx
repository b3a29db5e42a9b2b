import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/layout/page-layout.tsx';

export default function AdminMailToolV3Page() {
  const { t } = useTranslation();
  return <ContentPage title={t('pages.adminMailToolV3.title')} />;
}
