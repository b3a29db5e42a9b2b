import { CircleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '#web/components/back-link.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('pages.notFound.title')}>
      <Card>
        <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
          <CircleExclamationPoint aria-hidden="true" className="size-6 shrink-0 text-danger-600" />
          <p>{t('pages.notFound.text')}</p>
        </CardContent>
      </Card>
      <BackLink href="/">{t('common.backHome')}</BackLink>
    </ContentPage>
  );
}
