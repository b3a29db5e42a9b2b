// The page's first script (scripts/start-after-paint.ts puts it in every built page): the app's
// modules are fetched and run once the prerendered page has been painted, so that a phone spends
// its connection and its processor on showing the page first. The modules it names are on the
// script element: `data-entry`, the app's entry, and `data-modules`, what that screen imports.
// Plain JavaScript with no imports: it is copied into the build as it is.
(() => {
  const script = document.querySelector('script[data-entry]');
  if (!(script instanceof HTMLScriptElement)) return;
  const { entry, modules = '' } = script.dataset;
  if (!entry) return;
  // Until the app has started (it marks <html data-started>), a form is never sent by the browser
  // itself: the sign-in form would put the password in the page's address.
  document.addEventListener(
    'submit',
    (event) => {
      if (!document.documentElement.hasAttribute('data-started')) event.preventDefault();
    },
    true,
  );
  /** When a page that never paints content starts anyway. */
  const NO_PAINT_START_MS = 3000;
  const start = () => {
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  // A page with nothing prerendered (a screen drawn in the browser) has nothing to paint first,
  // and one opened in the background is not painted until it is shown: they start at once.
  if (!document.getElementById('root')?.hasChildNodes() || document.visibilityState !== 'visible') {
    start();
    return;
  }
  // After the next frame is painted: a timer set in a frame's callback runs once it is drawn.
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  // The first paint with content (text drawn in its font, or without it when the font is late):
  // the browser says when it was shown; one without paint timing waits for the next frame.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    afterPaint(start);
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) afterPaint(startOnce);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that paints nothing with content still starts.
  setTimeout(startOnce, NO_PAINT_START_MS);
})();
