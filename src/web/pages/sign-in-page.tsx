import { AccessLevelsPanel } from '#web/features/auth/access-levels-panel.tsx';
import { AuthPage } from '#web/features/auth/auth-page.tsx';
import { SignInForm } from '#web/features/auth/sign-in-form.tsx';

export default function SignInPage() {
  return (
    <AuthPage page="signIn" aside={<AccessLevelsPanel />}>
      <SignInForm />
    </AuthPage>
  );
}
