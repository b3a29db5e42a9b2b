// Build-time rendering of the public pages (scripts/build-web.ts builds this file for Node and
// calls renderPage for each prerendered route). A page is rendered as a first visit sees it: in
// English, signed out, with nothing saved in the browser; main.tsx hydrates it in that state.
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '#web/app.tsx';
import { i18n } from '#web/i18n/index.ts';
import { getPageMeta, type PageMeta } from '#web/page-meta.ts';
import { type AppRoute, preloadRoute, ROUTES } from '#web/routes.ts';

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
 * A route's page as a first visit gets it: the HTML of its screen to go inside `<div id="root">`
 * when the route is prerendered (else empty), and its title and description, in English.
 */
export async function renderPage(route: AppRoute): Promise<{ html: string } & PageMeta> {
  // The build machine's own locale must not leak into the page.
  await i18n.changeLanguage('en');
  const meta = getPageMeta(route);
  if (!route.isPrerendered || route.path === undefined) return { html: '', ...meta };
  await preloadRoute(route);
  const missing = new Set<string>();
  const noteMissing = (_languages: readonly string[], _namespace: string, key: string) => {
    missing.add(key);
  };
  // A first-screen page hydrates with only the English that comes with the app: a string it
  // renders from the rest would differ between this HTML and the browser's first render.
  i18n.options.saveMissing = true;
  i18n.on('missingKey', noteMissing);
  try {
    const { prelude } = await prerender(
      <Router ssrPath={route.path}>
        <App />
      </Router>,
    );
    if (missing.size > 0) {
      throw new Error(
        `${route.path} renders strings that are not in FIRST_SCREEN_STRINGS ` +
          `(src/web/i18n/english-parts.ts): ${[...missing].join(', ')}`,
      );
    }
    return { html: await new Response(prelude).text(), ...meta };
  } finally {
    i18n.off('missingKey', noteMissing);
    i18n.options.saveMissing = false;
  }
}
