import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/layout/page-layout.tsx';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  return <ContentPage title={t('pages.adminLogin.title')} />;
}
