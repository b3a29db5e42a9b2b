import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ContentPage } from '#web/components/layout/page-layout.tsx';

export default function AdminModulePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  return <ContentPage title={t('pages.adminModule.title', { slug })} />;
}
