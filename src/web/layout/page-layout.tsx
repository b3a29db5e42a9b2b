import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydratesApart } from '#web/components/hydrates-apart.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { SiteFooter } from '#web/layout/site-footer.tsx';
import { SiteHeader } from '#web/layout/site-header.tsx';
import { cn } from '#web/lib/utils.ts';

const MAIN_CONTENT_ID = 'main-content';

// Header and footer take no props: a page that re-renders on each keystroke (the home page's
// editors) leaves them alone; they still follow the user, the route and the language.
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

type PageLayoutProps = {
  children?: ReactNode;
  /** Shown between the header and the page, full width (the home page's beta banner). */
  banner?: ReactNode;
};

/** Header, main landmark and footer shared by every screen. */
export function PageLayout({ children, banner }: PageLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-gold-500 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('common.skipToContent')}
      </a>
      <HydratesApart>
        <Header />
      </HydratesApart>
      {banner}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <HydratesApart>{children}</HydratesApart>
      </main>
      <HydratesApart>
        <Footer />
      </HydratesApart>
    </div>
  );
}

type ContentPageProps = {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A page with a centred column and its heading: the frame of every screen but the home page. */
export function ContentPage({ title, children, className }: ContentPageProps) {
  return (
    <PageLayout>
      <div
        className={cn(
          'mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-12',
          className,
        )}
      >
        <h1 className="text-balance font-bold text-3xl text-gold-200 tracking-tight sm:text-4xl">
          {title}
        </h1>
        {children}
      </div>
    </PageLayout>
  );
}

type FormPageProps = {
  title: string;
  /** The form's region name. */
  formLabel: string;
  /** The line above the form. */
  intro: string;
  /** The panel beside the form on a wide screen (sign-in's access levels, sign-up's benefits). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A page whose form sits in a card, a panel beside it: sign-in, sign-up, the admin's sign-in; the
 * form and the panel are each taken over by the browser in a pass of their own.
 */
export function FormPage({ title, formLabel, intro, aside, children }: FormPageProps) {
  const card = (
    <Card asChild>
      <section aria-label={formLabel}>
        <CardHeader>
          <p className="text-ink-700">{intro}</p>
        </CardHeader>
        <CardContent>
          <HydratesApart>{children}</HydratesApart>
        </CardContent>
      </section>
    </Card>
  );
  return (
    <ContentPage title={title} className={aside ? 'max-w-4xl' : 'max-w-xl'}>
      {aside ? (
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
          {card}
          <HydratesApart>{aside}</HydratesApart>
        </div>
      ) : (
        card
      )}
    </ContentPage>
  );
}
