// Rendering pages on Node. scripts/build-web.ts builds this file for Node and calls renderPage for
// each prerendered route in each language; it keeps the built file beside the app, and the server
// loads it to render the pages that differ per link (renderSharedMail: /m/{id}). A page is
// rendered as a first visit in that language sees it: signed out, with nothing saved in the
// browser; main.tsx hydrates it in that state.
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Language } from '#shared/constants.ts';
import type { SharedMail } from '#shared/schemas/share.ts';
import { App, preloadMailActions } from '#web/app.tsx';
import { sharedMailKey } from '#web/features/share/use-shared-mail.ts';
import { i18n, LOCALE_LOADERS } from '#web/i18n/index.ts';
import { pageStateScript } from '#web/lib/page-state.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { getPageMeta, type PageMeta } from '#web/page-meta.ts';
import { type AppRoute, findRoute, preloadRoute, ROUTES } from '#web/routes.ts';

/** A browser's storage with nothing in it: what a first visit has. */
class EmptyStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

Object.defineProperty(globalThis, 'localStorage', {
  value: new EmptyStorage(),
  configurable: true,
  writable: true,
});

export { ROUTES };

/**
 * One render at a time: the language and the query cache are the app's own (module-level), so a
 * render must not start while another one awaits.
 */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(render: () => Promise<T>): Promise<T> {
  const run = queue.then(render);
  queue = run.catch(() => {});
  return run;
}

async function renderApp(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
    // The page in one piece: React otherwise moves a Suspense boundary's content past its first
    // 12.8 kB to the end of the page, with an inline script to put it back, which the content
    // security policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * A route's page as a first visit in `language` gets it: the HTML of its screen to go inside
 * `<div id="root">` when the route is prerendered (else empty), and its title and description.
 */
export function renderPage(
  route: AppRoute,
  language: Language = 'en',
): Promise<{ html: string } & PageMeta> {
  return serially(() => renderPageNow(route, language));
}

async function renderPageNow(route: AppRoute, language: Language) {
  // The build machine's own locale must not leak into the page.
  await i18n.changeLanguage(language);
  const meta = getPageMeta(route);
  if (!route.isPrerendered || route.path === undefined) return { html: '', ...meta };
  await preloadRoute(route);
  // Another language comes with every string of its own and of English (i18n/index.ts).
  if (language !== 'en') return { html: await renderApp(route.path), ...meta };
  const missing = new Set<string>();
  const noteMissing = (_languages: readonly string[], _namespace: string, key: string) => {
    missing.add(key);
  };
  // A first-screen page hydrates with only the English that comes with the app: a string it
  // renders from the rest would differ between this HTML and the browser's first render.
  i18n.options.saveMissing = true;
  i18n.on('missingKey', noteMissing);
  try {
    const html = await renderApp(route.path);
    if (missing.size > 0) {
      throw new Error(
        `${route.path} renders strings that are not in FIRST_SCREEN_STRINGS ` +
          `(src/web/i18n/english-parts.ts): ${[...missing].join(', ')}`,
      );
    }
    return { html, ...meta };
  } finally {
    i18n.off('missingKey', noteMissing);
    i18n.options.saveMissing = false;
  }
}

/**
 * Every language's strings, every screen and the mail's lazy actions, in hand before the server's
 * first render: a render that suspended would leave a part of the page to an inline script, which
 * the content security policy refuses.
 */
export async function prepareServerRender(): Promise<void> {
  await Promise.all(Object.keys(LOCALE_LOADERS).map((language) => i18n.loadLanguages(language)));
  await Promise.all([...ROUTES.map((route) => preloadRoute(route)), preloadMailActions()]);
}

/**
 * `/m/{id}` as a first visit in `language` sees it: the mail (null: there is no such link) in the
 * HTML of the page, and the script that gives the browser the same mail, so that it takes the
 * page over without asking the server for it again.
 */
export function renderSharedMail(
  path: string,
  language: Language,
  id: string,
  mail: SharedMail | null,
): Promise<{ html: string; state: string }> {
  return serially(async () => {
    await i18n.changeLanguage(language);
    await preloadRoute(findRoute(path));
    const key = sharedMailKey(id);
    queryClient.setQueryData(key, mail);
    try {
      return { html: await renderApp(path), state: pageStateScript([[key, mail]]) };
    } finally {
      queryClient.removeQueries({ queryKey: key, exact: true });
    }
  });
}
