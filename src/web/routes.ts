import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type en from '#shared/locales/en.json';
import {
  ADMIN_PREVIEW_TOOLS,
  type AdminPreviewTool,
} from '#web/features/previews/preview-tools.ts';
import { withAllEnglish } from '#web/i18n/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: each page declares its own props; `props` below fits them.
type PageModule = { default: ComponentType<any> };

type PageMetaKey = keyof (typeof en)['meta'];

/** One screen of the route table. */
export interface AppRoute {
  /** wouter pattern; the last route, without one, is the not-found page. */
  path?: string;
  /** The screen's module in src/web/pages/ (`home-page` for pages/home-page.tsx). */
  page: string;
  props?: Record<string, unknown>;
  /** Its title and description (`meta.<key>` in the locale files; page-meta.ts). */
  meta: PageMetaKey;
  /**
   * Rendered to HTML at build time (scripts/build-web.ts): a public page that looks the same to
   * every first-time visitor, so a phone paints it before any JavaScript has run.
   */
  isPrerendered?: boolean;
  /**
   * Its first render needs only the English strings that come with the app (i18n/english-parts.ts);
   * every other screen waits for the rest of English before it shows.
   */
  isFirstScreen?: boolean;
  /** Shows only what the server answers: offline, the screen says so instead (OfflinePage). */
  needsServer?: boolean;
  /**
   * The server renders it with a finished mail and its actions (Copy for Discord…), which the app
   * otherwise loads lazily: the browser loads them before taking the page over, or hydration would
   * suspend there, and React would throw that part of the server's HTML away and draw it again.
   */
  hasMailActions?: boolean;
}

// One chunk per screen: a visitor of the home page never downloads the admin area.
const PAGE_LOADERS = import.meta.glob<PageModule>('./pages/*-page.tsx');

/** Loads a route's screen (its chunk and the chunks it imports). */
export function loadPage(route: AppRoute): Promise<PageModule> {
  const load = PAGE_LOADERS[`./pages/${route.page}.tsx`];
  if (!load) throw new Error(`src/web/pages/${route.page}.tsx does not exist`);
  return route.isFirstScreen ? load() : withAllEnglish(load);
}

/** An `/admin/preview/<tool>` page, one per tool that names one (features/previews). */
const adminPreview = (tool: AdminPreviewTool): AppRoute => ({
  path: `/admin/preview/${tool}`,
  page: 'admin-preview-page',
  props: { tool },
  meta: 'admin',
  needsServer: true,
});

export const ROUTES: readonly AppRoute[] = [
  { path: '/', page: 'home-page', isPrerendered: true, isFirstScreen: true, meta: 'home' },
  { path: '/auth/signin', page: 'sign-in-page', isPrerendered: true, meta: 'signIn' },
  { path: '/auth/signup', page: 'sign-up-page', isPrerendered: true, meta: 'signUp' },
  { path: '/auth/reset', page: 'reset-password-page', meta: 'resetPassword', needsServer: true },
  { path: '/account', page: 'account-page', meta: 'account', needsServer: true },
  // My mail: a visitor's is in this browser, so it is never prerendered.
  { path: '/my-mail', page: 'my-mail-page', meta: 'myMail', needsServer: true },
  { path: '/__forgeadmin', page: 'admin-login-page', meta: 'admin', needsServer: true },
  { path: '/admin/dashboard', page: 'admin-dashboard-page', meta: 'admin', needsServer: true },
  { path: '/admin/modules/:slug', page: 'admin-module-page', meta: 'admin', needsServer: true },
  {
    path: '/admin/tools/mailforge-v3',
    page: 'admin-mailforge-v3-page',
    meta: 'admin',
    needsServer: true,
  },
  ...ADMIN_PREVIEW_TOOLS.map(adminPreview),
  { path: '/preview/:slug', page: 'feature-preview-page', meta: 'preview', needsServer: true },
  // The gallery for players: everyone once its module is live.
  {
    path: '/community',
    page: 'community-gallery-preview-page',
    props: { basePath: '/community', isPublic: true },
    meta: 'community',
    needsServer: true,
  },
  {
    path: '/community-gallery-preview',
    page: 'community-gallery-preview-page',
    meta: 'preview',
    needsServer: true,
  },
  { path: '/private-dev/original-home', page: 'original-home-page', meta: 'preview' },
  // A shared mail: it differs per link, so it is never prerendered.
  {
    path: '/m/:id',
    page: 'shared-mail-page',
    meta: 'sharedMail',
    needsServer: true,
    hasMailActions: true,
  },
  { page: 'not-found-page', meta: 'notFound' },
];

/** The route that shows `pathname`, the way wouter's `<Switch>` picks it (the first match). */
export function findRoute(pathname: string): AppRoute {
  const route = ROUTES.find(
    ({ path }) => path === undefined || matchRoute(parse, path, pathname)[0],
  );
  // The last route has no path and matches everything.
  return route ?? (ROUTES.at(-1) as AppRoute);
}

const loadedPages = new Map<AppRoute, PageModule['default']>();

/**
 * Loads a route's chunk ahead of rendering it (main.tsx does it for the first screen), so the
 * first render has the screen itself instead of suspending on its lazy import.
 */
export async function preloadRoute(route: AppRoute): Promise<void> {
  if (loadedPages.has(route)) return;
  loadedPages.set(route, (await loadPage(route)).default);
}

/** The screen's component when its chunk is loaded already, else undefined. */
export function getLoadedPage(route: AppRoute): PageModule['default'] | undefined {
  return loadedPages.get(route);
}
