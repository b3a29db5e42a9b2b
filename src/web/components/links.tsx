import { LogIn, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

type ButtonLinkProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'icon' | 'onClick'> & {
  href: string;
  icon: LucideIcon;
  onClick?: () => void;
};

/** A link in a button's look: its icon, then its words. */
export function ButtonLink({
  href,
  icon: Icon,
  iconClassName,
  onClick,
  children,
  ...button
}: ButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <Link href={href} onClick={onClick}>
        <Icon aria-hidden="true" className={iconClassName} />
        {children}
      </Link>
    </Button>
  );
}

/** The way to sign in, as a button: its icon turns with right-to-left text. */
export function SignInLink(props: Omit<ButtonLinkProps, 'href' | 'icon' | 'iconClassName'>) {
  return <ButtonLink href="/auth/signin" icon={LogIn} iconClassName="rtl:rotate-180" {...props} />;
}

/** A link inside a line of text, underlined and tall enough to tap. */
export function TextLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700',
        className,
      )}
    >
      {children}
    </Link>
  );
}
