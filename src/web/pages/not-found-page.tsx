import { CircleExclamationPoint, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/links.tsx';
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
      <ButtonLink href="/" icon={Mail} size="lg" className="self-start">
        {t('pages.notFound.home')}
      </ButtonLink>
    </ContentPage>
  );
}
