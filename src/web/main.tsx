import '#web/fonts.css';
import '#web/styles.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TIMINGS } from '#shared/constants.ts';
import { App, preloadMailActions } from '#web/app.tsx';
import { i18n, i18nReady, PAGE_LANGUAGE } from '#web/i18n/index.ts';
import { isFirstVisit } from '#web/lib/first-visit.ts';
import { takePageState } from '#web/lib/page-state.ts';
import { queryClient } from '#web/lib/query-client.ts';
import {
  keepTypedFields,
  restoreTypedFields,
  type TypedFields,
} from '#web/lib/typed-before-start.ts';
import { findRoute, preloadRoute } from '#web/routes.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// What the player types into the prerendered page from now until the app has taken it over.
const typed = keepTypedFields(root);

// Offline use (layout/service-worker.ts): its code is fetched and the worker registered a while after
// the page has loaded, never as part of the first load. The development server has none, and a
// worker a built app left on this origin would serve stale files there: it goes.
if (import.meta.env.PROD) {
  const start = () =>
    setTimeout(
      () =>
        void import('#web/layout/service-worker.ts').then((worker) => worker.startServiceWorker()),
      TIMINGS.serviceWorkerDelayMs,
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
} else {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((worker) => worker.unregister())));
}

const route = findRoute(window.location.pathname);
// The first screen's chunk is preloaded by the HTML (<link rel="modulepreload">) and the player's
// language by i18next: both are in hand before the first render, which therefore never suspends;
// so are a server-rendered mail's actions, drawn in its HTML.
await Promise.all([
  preloadRoute(route),
  i18nReady,
  route.hasMailActions ? preloadMailActions() : undefined,
]);
// A page the server rendered with data (a shared mail) carries that data: the first render has it.
takePageState(queryClient);

/**
 * In the first commit: what was typed into the page, in the fields of the fresh render that
 * replaced it, or told to the state of the app that hydrated it. A layout effect, so no key
 * pressed between the commit and a later effect lands outside the field that replaced the page's.
 */
function RestoreTypedFields({ into, from }: { into: HTMLElement; from: TypedFields }) {
  useLayoutEffect(() => {
    restoreTypedFields(into, from.take());
    // The page answers from now on (the end-to-end tests wait for this mark).
    document.documentElement.toggleAttribute('data-started', true);
  }, [into, from]);
  return null;
}

// The HTML of a prerendered or server-rendered page is what a first visit renders in the page's
// language (scripts/build-web.ts, the server picks the language). A browser in that state takes it
// over (hydration); one with its own state (a saved draft, a session, another language than the
// page's) renders afresh over it, which replaces the page in one commit.
// Either way the first render is a transition, which React splits into short tasks: the page is
// already on screen, and a phone stays responsive to taps meanwhile.
startTransition(() => {
  if (root.hasChildNodes() && i18n.language === PAGE_LANGUAGE && isFirstVisit()) {
    // Hydration keeps the page's elements, and what was typed into them: the app's state is told.
    hydrateRoot(
      root,
      <StrictMode>
        <App />
        <RestoreTypedFields into={root} from={typed} />
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('Hydration of the prerendered page failed:', error);
        },
      },
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
        <RestoreTypedFields into={root} from={typed} />
      </StrictMode>,
    );
  }
});
