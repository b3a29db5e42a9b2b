import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { BenefitsList } from '#web/features/auth/benefits-list.tsx';
import { SignUpForm } from '#web/features/auth/sign-up-form.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function SignUpPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('pages.signUp.title')} className="max-w-4xl">
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <Card asChild>
          <section aria-label={t('auth.signUp.formLabel')}>
            <CardHeader>
              <p className="text-ink-700">{t('auth.signUp.intro')}</p>
            </CardHeader>
            <CardContent>
              <SignUpForm />
            </CardContent>
          </section>
        </Card>
        <BenefitsList />
      </div>
    </ContentPage>
  );
}
