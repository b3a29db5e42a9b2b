import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '#web/components/form-field.tsx';
import { TextLink } from '#web/components/links.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

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

type AuthPageProps = {
  page: keyof typeof PAGE_TEXTS;
  /** The panel beside the form on a wide screen (sign-in's access levels, sign-up's benefits). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame of sign-in, sign-up and the admin's sign-in: the form in a card, a panel beside it. */
export function AuthPage({ page, aside, children }: AuthPageProps) {
  const { t } = useTranslation();
  const texts = PAGE_TEXTS[page];
  const card = (
    <Card asChild>
      <section aria-label={t(texts.form)}>
        <CardHeader>
          <p className="text-ink-700">{t(texts.intro)}</p>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
  return (
    <ContentPage title={t(texts.title)} className={aside ? 'max-w-4xl' : 'max-w-xl'}>
      {aside ? (
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
          {card}
          {aside}
        </div>
      ) : (
        card
      )}
    </ContentPage>
  );
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
