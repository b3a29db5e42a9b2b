import { BenefitsList } from '#web/features/auth/benefits-list.tsx';
import { SignUpForm } from '#web/features/auth/sign-up-form.tsx';
import { AuthPage } from '#web/pages/auth-page.tsx';

export default function SignUpPage() {
  return (
    <AuthPage page="signUp" aside={<BenefitsList />}>
      <SignUpForm />
    </AuthPage>
  );
}
