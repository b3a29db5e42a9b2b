import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '#web/components/form-field.tsx';
import { TextLink } from '#web/components/links.tsx';
import { Button } from '#web/components/ui/button.tsx';

type AuthSubmitProps = {
  isPending: boolean;
  icon: LucideIcon;
  iconClassName?: string;
  /** The form's group of strings: its `submit` words, and its `pending` ones while it runs. */
  texts: 'auth.signIn' | 'auth.signUp' | 'admin.login' | 'pages.resetPassword';
};

/** An auth form's full-width submit button, its icon a spinner while the request runs. */
export function AuthSubmit({ isPending, texts, ...icon }: AuthSubmitProps) {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="lg" isPending={isPending} className="w-full" {...icon}>
      {isPending ? t(`${texts}.pending`) : t(`${texts}.submit`)}
    </Button>
  );
}

/** Where each of sign-in and sign-up leads to the other, and in which words. */
const SWITCHES = {
  signIn: {
    question: 'auth.signIn.noAccount',
    href: '/auth/signup',
    link: 'auth.signIn.signUpLink',
  },
  signUp: {
    question: 'auth.signUp.haveAccount',
    href: '/auth/signin',
    link: 'auth.signUp.signInLink',
  },
} as const;

/** The line under sign-in (`from` 'signIn') or sign-up that leads to the other one. */
export function AuthSwitch({ from }: { from: keyof typeof SWITCHES }) {
  const { t } = useTranslation();
  const { question, href, link } = SWITCHES[from];
  return (
    <p className="text-center text-ink-700 text-sm">
      {t(question)}{' '}
      <TextLink href={href} className="px-1">
        {t(link)}
      </TextLink>
    </p>
  );
}

/** The email field of sign-in and sign-up: the player's own address. */
export function AccountEmailField(props: Omit<ComponentProps<typeof EmailField>, 'label'>) {
  const { t } = useTranslation();
  return (
    <EmailField
      label={t('auth.fields.email')}
      autoComplete="email"
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
    />
  );
}
