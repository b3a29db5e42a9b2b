import { useTranslation } from 'react-i18next';
import { HydratesApart } from '#web/components/hydrates-apart.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { AccessLevelsPanel } from '#web/features/auth/access-levels-panel.tsx';
import { SignInForm } from '#web/features/auth/sign-in-form.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('pages.signIn.title')} className="max-w-4xl">
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <Card asChild>
          <section aria-label={t('auth.signIn.formLabel')}>
            <CardHeader>
              <p className="text-ink-700">{t('auth.signIn.intro')}</p>
            </CardHeader>
            <CardContent>
              <HydratesApart>
                <SignInForm />
              </HydratesApart>
            </CardContent>
          </section>
        </Card>
        <HydratesApart>
          <AccessLevelsPanel />
        </HydratesApart>
      </div>
    </ContentPage>
  );
}
