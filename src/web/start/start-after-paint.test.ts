import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import START_SCRIPT from './start-after-paint.js?raw';

/** The start script's element as a built page has it (without its `src`: nothing is fetched). */
function builtPage(
  dataset: Record<string, string>,
  prerendered = '<h1>Forge your kingdom mail</h1>',
) {
  document.body.innerHTML = `<div id="root">${prerendered}</div>`;
  const script = document.createElement('script');
  Object.assign(script.dataset, dataset);
  document.body.append(script);
}

/** What the start script adds to <head>, which is recorded rather than fetched. */
function recordAdded() {
  const added: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        added.push(`${node.type} ${node.src} crossorigin=${node.crossOrigin}`);
      } else if (node instanceof HTMLLinkElement) {
        added.push(`${node.rel} ${node.href} crossorigin=${node.crossOrigin}`);
      }
    }
  });
  return added;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

test('adds the screen’s modules and then the entry once a frame has been painted', async () => {
  builtPage({ entry: '/assets/index-1.js', modules: '/assets/vendor-2.js /assets/home-page-3.js' });
  const added = recordAdded();
  new Function(START_SCRIPT)();
  expect(added).toEqual([]);
  // happy-dom has no paint timing: the next frame, drawn.
  await vi.advanceTimersByTimeAsync(100);
  const origin = window.location.origin;
  expect(added).toEqual([
    `modulepreload ${origin}/assets/vendor-2.js crossorigin=`,
    `modulepreload ${origin}/assets/home-page-3.js crossorigin=`,
    `module ${origin}/assets/index-1.js crossorigin=`,
  ]);
});

test('with paint timing, it starts a frame after the first contentful paint is shown', async () => {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    disconnect = vi.fn();
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  builtPage({ entry: '/assets/index-1.js', modules: '' });
  const added = recordAdded();
  new Function(START_SCRIPT)();
  await vi.advanceTimersByTimeAsync(500);
  report?.({ getEntriesByName: () => [] });
  await vi.advanceTimersByTimeAsync(500);
  expect(added).toEqual([]);
  report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  expect(added).toEqual([]);
  await vi.advanceTimersByTimeAsync(50);
  expect(added).toEqual([`module ${window.location.origin}/assets/index-1.js crossorigin=`]);
  // Started once: the timer for a page that never paints does not start it again.
  await vi.advanceTimersByTimeAsync(5000);
  expect(added).toHaveLength(1);
  vi.unstubAllGlobals();
});

test('a page opened in the background starts at once: it is not painted until shown', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  builtPage({ entry: '/assets/index-1.js', modules: '' });
  const added = recordAdded();
  new Function(START_SCRIPT)();
  expect(added).toEqual([`module ${window.location.origin}/assets/index-1.js crossorigin=`]);
});

test('a screen with nothing prerendered starts at once: there is nothing to paint first', () => {
  builtPage({ entry: '/assets/index-1.js', modules: '/assets/account-page-4.js' }, '');
  const added = recordAdded();
  new Function(START_SCRIPT)();
  expect(added).toEqual([
    `modulepreload ${window.location.origin}/assets/account-page-4.js crossorigin=`,
    `module ${window.location.origin}/assets/index-1.js crossorigin=`,
  ]);
});

test('until the app has started, a form is not sent by the browser itself', () => {
  builtPage({ entry: '/assets/index-1.js', modules: '' });
  recordAdded();
  new Function(START_SCRIPT)();
  const form = document.createElement('form');
  document.body.append(form);
  const send = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(send()).toBe(true);
  document.documentElement.toggleAttribute('data-started', true);
  // Started: the app's own handlers decide.
  expect(send()).toBe(false);
  document.documentElement.removeAttribute('data-started');
});

test('a page without the entry named starts nothing', async () => {
  builtPage({ modules: '/assets/vendor-2.js' });
  const added = recordAdded();
  new Function(START_SCRIPT)();
  await vi.advanceTimersByTimeAsync(1000);
  expect(added).toEqual([]);
});
