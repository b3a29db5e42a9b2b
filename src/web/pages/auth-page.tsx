import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPage } from '#web/layout/page-layout.tsx';

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

/**
 * An auth page: its form in a card under its title, with its translated region name and the line
 * above the form, and what stands beside it on a wide screen (`aside`).
 */
export function AuthPage({
  page,
  aside,
  children,
}: {
  page: keyof typeof PAGE_TEXTS;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = PAGE_TEXTS[page];
  return (
    <FormPage title={t(texts.title)} formLabel={t(texts.form)} intro={t(texts.intro)} aside={aside}>
      {children}
    </FormPage>
  );
}
