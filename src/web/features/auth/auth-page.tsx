import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '#web/components/form-field.tsx';
import { TextLink } from '#web/components/links.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** Each page's title, its form's region name and the line above the form. */
const PAGE_TEXTS = {
  signIn: {
    title: 'pages.signIn.title',
    form: 'auth.signIn.formLabel',
    intro: 'auth.signIn.intro',
  },
  signUp: {
    title: 'pages.signUp.title',
    form: 'auth.signUp.formLabel',
    intro: 'auth.signUp.intro',
  },
  adminLogin: {
    title: 'pages.adminLogin.title',
    form: 'admin.login.formLabel',
    intro: 'admin.login.intro',
  },
} as const;

/** An auth page's title, its form's region name and the line above the form, translated. */
export function useAuthPageTexts(page: keyof typeof PAGE_TEXTS) {
  const { t } = useTranslation();
  const texts = PAGE_TEXTS[page];
  return { title: t(texts.title), formLabel: t(texts.form), intro: t(texts.intro) };
}

type AuthSubmitProps = {
  isPending: boolean;
  icon: LucideIcon;
  iconClassName?: string;
  /** The words while the request runs, and before. */
  pendingLabel: string;
  label: string;
};

/** An auth form's full-width submit button, its icon a spinner while the request runs. */
export function AuthSubmit({ isPending, pendingLabel, label, ...icon }: AuthSubmitProps) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={isPending}
      isPending={isPending}
      className="w-full"
      {...icon}
    >
      {isPending ? pendingLabel : label}
    </Button>
  );
}

/** The line under sign-in and sign-up that leads to the other one. */
export function AuthSwitch({
  question,
  href,
  link,
}: {
  question: string;
  href: string;
  link: string;
}) {
  return (
    <p className="text-center text-ink-700 text-sm">
      {question}{' '}
      <TextLink href={href} className="px-1">
        {link}
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
