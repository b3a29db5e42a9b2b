import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HydratesApart } from '#web/components/hydrates-apart.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

type AuthPageProps = {
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
 * The frame of sign-in, sign-up and the admin's sign-in: the form in a card, a panel beside it;
 * the form and the panel are each taken over by the browser in a pass of their own.
 */
export function AuthPage({ title, formLabel, intro, aside, children }: AuthPageProps) {
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
      <Link
        href={href}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
      >
        {link}
      </Link>
    </p>
  );
}
