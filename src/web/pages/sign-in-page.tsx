import { AccessLevelsPanel } from '#web/features/auth/access-levels-panel.tsx';
import { useAuthPageTexts } from '#web/features/auth/auth-page.tsx';
import { SignInForm } from '#web/features/auth/sign-in-form.tsx';
import { FormPage } from '#web/layout/page-layout.tsx';

export default function SignInPage() {
  const texts = useAuthPageTexts('signIn');
  return (
    <FormPage {...texts} aside={<AccessLevelsPanel />}>
      <SignInForm />
    </FormPage>
  );
}
