import '#web/fonts.css';
import '#web/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#web/app.tsx';
import { i18n, i18nReady } from '#web/i18n/index.ts';
import { isFirstVisit } from '#web/lib/first-visit.ts';
import { findRoute, preloadRoute } from '#web/routes.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const route = findRoute(window.location.pathname);
// The first screen's chunk is preloaded by the HTML (<link rel="modulepreload">) and the player's
// language by i18next: both are in hand before the first render, which therefore never suspends.
await Promise.all([preloadRoute(route), i18nReady]);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The HTML of a prerendered page is what a first visit renders in English (scripts/build-web.ts).
// A browser in that state takes it over (hydration); one with its own state (a saved draft, a
// session, another language) renders afresh over it, which replaces the page in one commit.
// Either way the first render is a transition, which React splits into short tasks: the page is
// already on screen, and a phone stays responsive to taps meanwhile.
startTransition(() => {
  if (root.hasChildNodes() && route.isPrerendered && i18n.language === 'en' && isFirstVisit()) {
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        console.error('Hydration of the prerendered page failed:', error);
      },
    });
  } else {
    createRoot(root).render(app);
  }
});
