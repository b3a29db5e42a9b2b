import {
  Blocks,
  CalendarClock,
  ChevronDown,
  Inbox,
  Layers,
  LogOut,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  Menu,
  MessagesSquare,
  SlidersHorizontal,
  UserRound,
  UsersRound,
  X,
} from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SignInLink } from '#web/components/links.tsx';
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
  const labelClass = useWideLabelClass(isStacked);

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
          <span className={labelClass}>{t('header.myMail')}</span>
        </Link>
      </Button>
      <ModuleNavItems isStacked={isStacked} itemClass={itemClass} onNavigate={onNavigate} />
      <LanguageSwitcher className={itemClass} />
      <AuthNavItems isStacked={isStacked} itemClass={itemClass} onNavigate={onNavigate} />
    </>
  );
}

const MODULE_ICONS: Readonly<Record<string, LucideIcon>> = {
  'mailforge-v2': SlidersHorizontal,
  'mailforge-v3': Layers,
  boardforge: MapIcon,
  chatforge: MessagesSquare,
  chronoforge: CalendarClock,
  'community-gallery': UsersRound,
};
/** More tools than this would not fit the wide header by name: they go in its Tools menu. */
const WIDE_HEADER_TOOLS = 1;

/**
 * Languages whose header words run a third longer than English: their wide header names its items
 * from 1536 px (2xl), with icons alone below, so that the row still fits at 1280 px.
 */
const LONG_HEADER_LANGUAGES: readonly string[] = ['es', 'pt-BR', 'ru'];

/**
 * The class of a wide header item's words: a screen-reader label where icons stand alone (between
 * md and xl, or 2xl for the longer languages), shown beside the icon above.
 */
function useWideLabelClass(isStacked: boolean): string | undefined {
  const { i18n } = useTranslation();
  if (isStacked) return undefined;
  return LONG_HEADER_LANGUAGES.includes(i18n.language)
    ? 'sr-only 2xl:not-sr-only'
    : 'sr-only xl:not-sr-only';
}

/** Becomes true once the browser is idle after the page loaded: for what the first load can wait. */
function useIsIdleAfterLoad(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIsIdle(true), 500);
    return () => window.clearTimeout(handle);
  }, []);
  return isIdle;
}
/** What each group of the header's items is told: stacked in the phone's menu or in a row. */
type NavItemsProps = {
  isStacked: boolean;
  /** Classes of each item (full width in the phone's menu). */
  itemClass?: string;
  onNavigate: () => void;
};

/** The main mail tool's module: the header has its own button for it. */
const MAIL_TOOL_MODULE = 'mailforge';
const BOARD_TOOL_MODULE = 'boardforge';

// The tools the module board opened: live ones, and for premium players and the admin the ready
// ones, marked Beta. A visitor's header asks once the page has loaded and the browser is idle (the
// first load calls no API), so a live tool has its link from the first visit. The wide header names
// one tool (from 1280 px; its icon below); more go in a Tools menu that names them.
function ModuleNavItems({ isStacked, itemClass, onNavigate }: NavItemsProps) {
  const { t } = useTranslation();
  const labelClass = useWideLabelClass(isStacked);
  const isIdle = useIsIdleAfterLoad();
  const { modules = [] } = useOpenModules({ isAskedForVisitors: isIdle });
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
      {isStacked || opened.length <= WIDE_HEADER_TOOLS ? (
        opened.map((module) => (
          <ToolLink
            key={module.slug}
            module={module}
            labelClass={labelClass}
            className={itemClass}
            onNavigate={onNavigate}
          />
        ))
      ) : (
        <ToolsMenu tools={opened} onNavigate={onNavigate} />
      )}
    </>
  );
}

type OpenedTool = ReturnType<typeof useOpenModules>['modules'] extends (infer M)[] | undefined
  ? M
  : never;

/** A tool's link: its own icon and its name in the reader's language, marked Beta when ready. */
function ToolLink({
  module,
  labelClass,
  className,
  onNavigate,
}: {
  module: OpenedTool;
  labelClass?: string;
  className?: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const Icon = MODULE_ICONS[module.slug] ?? Blocks;
  // A known tool's name in the reader's language; a module added later by its stored name.
  const toolName = t(`tools.${module.slug}`, { defaultValue: module.name });
  const name = module.isBeta ? t('header.betaTool', { tool: toolName }) : toolName;
  return (
    <Button asChild variant="ghost" className={className}>
      <Link
        href={module.previewUrl ?? '/'}
        onClick={onNavigate}
        aria-label={name}
        title={name}
        data-module={module.slug}
      >
        <Icon aria-hidden="true" />
        <span className={labelClass}>{toolName}</span>
        {module.isBeta ? (
          <Badge variant="dark" aria-hidden="true">
            {t('common.beta')}
          </Badge>
        ) : null}
      </Link>
    </Button>
  );
}

/**
 * A menu that its toggle button shows and hides: while it is open, Escape closes it and gives the
 * focus back to the toggle, and a press outside `rootRef` (the toggle and the menu together), where
 * there is one, closes it too. Gives whether it is open, its setter, and the props of the toggle
 * (its state, what it controls) and of the menu, to spread on them.
 */
function useDisclosure(rootRef?: RefObject<HTMLElement | null>) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    function closeOutside(event: PointerEvent) {
      const root = rootRef?.current;
      if (root && !root.contains(event.target as Node)) setIsOpen(false);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, rootRef]);
  const toggleProps = {
    ref: toggleRef,
    'aria-expanded': isOpen,
    'aria-controls': menuId,
    onClick: () => setIsOpen(!isOpen),
  };
  return [isOpen, setIsOpen, toggleProps, { id: menuId, hidden: !isOpen }] as const;
}

/**
 * The wide header's Tools button: a list of the opened tools by name, closed by Escape (the focus
 * back on the button), a tap outside (the root is the button and the list), or choosing one.
 */
function ToolsMenu({ tools, onNavigate }: { tools: OpenedTool[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen, toggleProps, menuProps] = useDisclosure(rootRef);

  return (
    <div ref={rootRef} className="relative">
      <Button variant="ghost" {...toggleProps}>
        <Blocks aria-hidden="true" />
        {t('header.tools')}
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform', isOpen && 'rotate-180')}
        />
      </Button>
      <ul
        {...menuProps}
        aria-label={t('header.tools')}
        className="absolute end-0 top-full mt-2 flex w-64 flex-col gap-1 rounded-lg border border-gold-600/50 bg-night-950 p-2 shadow-lg shadow-black/40"
      >
        {tools.map((module) => (
          <li key={module.slug}>
            <ToolLink
              module={module}
              className="w-full justify-start"
              onNavigate={() => {
                setIsOpen(false);
                onNavigate();
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

// Signed in: the account page and sign-out; signed out: sign-in. Nothing while still asking.
function AuthNavItems({ isStacked, itemClass, onNavigate }: NavItemsProps) {
  const { t } = useTranslation();
  // Icons only where the full labels (and the tools the board opened) would not fit.
  const labelClass = useWideLabelClass(isStacked);
  const { user, isLoading } = useUser();
  const signOut = useSignOut();
  if (isLoading) return null;
  if (!user) {
    return (
      <SignInLink onClick={onNavigate} variant="outline" className={itemClass}>
        {t('auth.nav.signIn')}
      </SignInLink>
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
  // The phone's menu has no root: only its toggle, Escape or a choice close it.
  const [isMenuOpen, setIsMenuOpen, toggleProps, menuProps] = useDisclosure();

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
            variant="ghost"
            size="icon"
            className="md:hidden"
            {...toggleProps}
            aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <nav
        {...menuProps}
        aria-label={t('header.navLabel')}
        className="border-gold-600/40 border-t bg-night-950 px-4 pt-2 pb-4 md:hidden"
      >
        <div className="flex flex-col gap-1">
          <HeaderNavItems isStacked onNavigate={closeMenu} />
        </div>
      </nav>
    </header>
  );
}
