import {
  Blocks,
  CalendarClock,
  Inbox,
  LogIn,
  LogOut,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  Menu,
  MessagesSquare,
  UserRound,
  UsersRound,
  X,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSignOut } from '#web/features/auth/use-sign-out.ts';
import { NotificationBell } from '#web/features/notifications/notification-bell.tsx';
import { LanguageSwitcher } from '#web/layout/language-switcher.tsx';
import { useOpenModules } from '#web/lib/use-open-modules.ts';
import { useUser } from '#web/lib/use-user.ts';
import { cn } from '#web/lib/utils.ts';

function scrollToTop(): void {
  const isReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: isReducedMotion ? 'auto' : 'smooth' });
}

function HeaderNavItems({ isStacked, onNavigate }: { isStacked: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const itemClass = isStacked ? 'w-full justify-start' : undefined;

  function openFormatTool() {
    onNavigate();
    if (location === '/') scrollToTop();
    else navigate('/');
  }

  return (
    <>
      <Button variant="ghost" className={cn('text-gold-200', itemClass)} onClick={openFormatTool}>
        <Mail aria-hidden="true" />
        {t('header.mailTool')}
      </Button>
      <Button asChild variant="ghost" className={itemClass}>
        <Link href="/my-mail" onClick={onNavigate}>
          <Inbox aria-hidden="true" />
          <span className={isStacked ? undefined : 'sr-only xl:not-sr-only'}>
            {t('header.myMail')}
          </span>
        </Link>
      </Button>
      <ModuleNavItems isStacked={isStacked} itemClass={itemClass} onNavigate={onNavigate} />
      <LanguageSwitcher className={itemClass} />
      <AuthNavItems isStacked={isStacked} itemClass={itemClass} onNavigate={onNavigate} />
    </>
  );
}

const MODULE_ICONS: Readonly<Record<string, LucideIcon>> = {
  boardforge: MapIcon,
  chatforge: MessagesSquare,
  chronoforge: CalendarClock,
  'community-gallery': UsersRound,
};
/** The main mail tool's module: the header has its own button for it. */
const MAIL_TOOL_MODULE = 'mailforge';
const BOARD_TOOL_MODULE = 'boardforge';

// The tools the module board opened to a signed-in player (issue 18): live ones, and for premium
// players and the admin the ready ones, marked Beta. A visitor's pages never call the API on their
// own, so a visitor opens a live tool by its link. Icons only in the wide header (a dot for Beta),
// for room.
function ModuleNavItems({
  isStacked,
  itemClass,
  onNavigate,
}: {
  isStacked: boolean;
  itemClass?: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { modules = [] } = useOpenModules();
  const opened = modules.filter(
    (module) =>
      module.status !== 'development' && module.slug !== MAIL_TOOL_MODULE && module.previewUrl,
  );
  return (
    <>
      {opened.some((module) => module.slug === BOARD_TOOL_MODULE) ? null : (
        <Button
          variant="ghost"
          className={itemClass}
          disabled
          aria-label={t('header.boardToolComingSoon')}
        >
          <MapIcon aria-hidden="true" />
          {t('header.boardTool')}
          <Badge variant="dark" aria-hidden="true">
            {t('common.soon')}
          </Badge>
        </Button>
      )}
      {opened.map((module) => {
        const Icon = MODULE_ICONS[module.slug] ?? Blocks;
        // A known tool's name in the reader's language; a module added later by its stored name.
        const toolName = t(`tools.${module.slug}`, { defaultValue: module.name });
        const name = module.isBeta ? t('header.betaTool', { tool: toolName }) : toolName;
        return (
          <Button key={module.slug} asChild variant="ghost" className={itemClass}>
            <Link
              href={module.previewUrl ?? '/'}
              onClick={onNavigate}
              aria-label={name}
              title={isStacked ? undefined : name}
              data-module={module.slug}
            >
              <Icon aria-hidden="true" />
              {isStacked ? toolName : null}
              {module.isBeta && isStacked ? (
                <Badge variant="dark" aria-hidden="true">
                  {t('common.beta')}
                </Badge>
              ) : null}
              {module.isBeta && !isStacked ? (
                <span aria-hidden="true" className="size-1.5 self-start rounded-full bg-gold-400" />
              ) : null}
            </Link>
          </Button>
        );
      })}
    </>
  );
}

// Signed in: the account page and sign-out; signed out: sign-in. Nothing while still asking.
function AuthNavItems({
  isStacked,
  itemClass,
  onNavigate,
}: {
  isStacked: boolean;
  itemClass?: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  // Icons only between md and xl, where the full labels (and the tools the board opened) would not fit.
  const labelClass = isStacked ? undefined : 'sr-only xl:not-sr-only';
  const { user, isLoading } = useUser();
  const signOut = useSignOut();
  if (isLoading) return null;
  if (!user) {
    return (
      <Button asChild variant="outline" className={itemClass}>
        <Link href="/auth/signin" onClick={onNavigate}>
          <LogIn aria-hidden="true" className="rtl:rotate-180" />
          {t('auth.nav.signIn')}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" className={itemClass}>
        <Link href="/account" onClick={onNavigate} title={user.email}>
          <UserRound aria-hidden="true" />
          <span className={labelClass}>{t('auth.nav.account')}</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        className={itemClass}
        title={isStacked ? undefined : t('auth.nav.signOut')}
        disabled={signOut.isPending}
        onClick={() => {
          onNavigate();
          signOut.mutate();
        }}
      >
        <LogOut aria-hidden="true" className="rtl:rotate-180" />
        <span className={labelClass}>
          {signOut.isPending ? t('auth.nav.signingOut') : t('auth.nav.signOut')}
        </span>
      </Button>
    </>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeMenu() {
    setIsMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-gold-600/70 border-b bg-night-950/95 shadow-lg shadow-black/40 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          href="/"
          className="flex min-h-11 items-center gap-2.5 rounded-md pe-2 text-gold-300 hover:text-gold-200"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg border border-gold-500/70 bg-linear-to-b from-night-700 to-night-900 text-gold-300 shadow-inner"
          >
            <Mail className="size-5" />
          </span>
          <span className="font-bold text-lg tracking-wide">{t('app.name')}</span>
        </Link>

        <div className="flex items-center gap-1">
          <nav aria-label={t('header.navLabel')} className="hidden items-center gap-1 md:flex">
            <HeaderNavItems isStacked={false} onNavigate={closeMenu} />
          </nav>
          <NotificationBell onNavigate={closeMenu} />

          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <nav
        id={menuId}
        hidden={!isMenuOpen}
        aria-label={t('header.navLabel')}
        className="border-gold-600/40 border-t bg-night-950 px-4 pt-2 pb-4 md:hidden"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          closeMenu();
          toggleRef.current?.focus();
        }}
      >
        <div className="flex flex-col gap-1">
          <HeaderNavItems isStacked onNavigate={closeMenu} />
        </div>
      </nav>
    </header>
  );
}
