import { ArrowLeft, CircleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ContentPage } from '#web/components/layout/page-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';

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
      <Button asChild variant="outline" className="self-start">
        <Link href="/">
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('common.backHome')}
        </Link>
      </Button>
    </ContentPage>
  );
}
