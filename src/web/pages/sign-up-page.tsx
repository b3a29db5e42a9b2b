import { useTranslation } from 'react-i18next';
import { AuthPage } from '#web/features/auth/auth-page.tsx';
import { BenefitsList } from '#web/features/auth/benefits-list.tsx';
import { SignUpForm } from '#web/features/auth/sign-up-form.tsx';

export default function SignUpPage() {
  const { t } = useTranslation();
  return (
    <AuthPage
      title={t('pages.signUp.title')}
      formLabel={t('auth.signUp.formLabel')}
      intro={t('auth.signUp.intro')}
      aside={<BenefitsList />}
    >
      <SignUpForm />
    </AuthPage>
  );
}
