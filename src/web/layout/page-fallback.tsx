import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { PageLayout } from '#web/layout/page-layout.tsx';

/** What a screen shows while its code loads. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <div className="flex justify-center px-4 py-16 text-gold-200">
        <Spinner label={t('common.loading')} />
      </div>
    </PageLayout>
  );
}
