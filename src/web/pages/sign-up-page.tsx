import { useAuthPageTexts } from '#web/features/auth/auth-page.tsx';
import { BenefitsList } from '#web/features/auth/benefits-list.tsx';
import { SignUpForm } from '#web/features/auth/sign-up-form.tsx';
import { FormPage } from '#web/layout/page-layout.tsx';

export default function SignUpPage() {
  const texts = useAuthPageTexts('signUp');
  return (
    <FormPage {...texts} aside={<BenefitsList />}>
      <SignUpForm />
    </FormPage>
  );
}
