import { CircleExclamationPoint, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

/** Any address the app does not know (and a tool the reader may not open): a way home. */
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
      <Button asChild size="lg" className="self-start">
        <Link href="/">
          <Mail aria-hidden="true" />
          {t('pages.notFound.home')}
        </Link>
      </Button>
    </ContentPage>
  );
}
