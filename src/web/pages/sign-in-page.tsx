import { useTranslation } from 'react-i18next';
import { AccessLevelsPanel } from '#web/features/auth/access-levels-panel.tsx';
import { AuthPage } from '#web/features/auth/auth-page.tsx';
import { SignInForm } from '#web/features/auth/sign-in-form.tsx';

export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <AuthPage
      title={t('pages.signIn.title')}
      formLabel={t('auth.signIn.formLabel')}
      intro={t('auth.signIn.intro')}
      aside={<AccessLevelsPanel />}
    >
      <SignInForm />
    </AuthPage>
  );
}
