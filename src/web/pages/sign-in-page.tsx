import { AccessLevelsPanel } from '#web/features/auth/access-levels-panel.tsx';
import { SignInForm } from '#web/features/auth/sign-in-form.tsx';
import { AuthPage } from '#web/pages/auth-page.tsx';

export default function SignInPage() {
  return (
    <AuthPage page="signIn" aside={<AccessLevelsPanel />}>
      <SignInForm />
    </AuthPage>
  );
}
