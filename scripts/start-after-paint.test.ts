import { expect, test } from 'vitest';
import { startAfterPaint, startScript } from './start-after-paint.ts';

const VITE_PAGE = `<head>
    <title>MailForge</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="modulepreload" crossorigin href="/assets/home-page-3.js">
  </head>`;

test('the module script and its preloads become one deferred start script naming them', () => {
  const html = startAfterPaint(VITE_PAGE, 'assets/start-abc.js');
  expect(html).not.toMatch(/type="module"|modulepreload/);
  expect(html).toContain(
    '<script defer src="/assets/start-abc.js" data-entry="/assets/index-1.js" data-modules="/assets/vendor-2.js /assets/home-page-3.js"></script>',
  );
  expect(html).toContain('<title>MailForge</title>');
});

test('a page whose module scripts are not exactly one is refused', () => {
  expect(() => startAfterPaint('<head></head>', 'assets/start-abc.js')).toThrow(/0 module scripts/);
  const twice = VITE_PAGE.replace(
    '</head>',
    '<script type="module" src="/assets/b.js"></script></head>',
  );
  expect(() => startAfterPaint(twice, 'assets/start-abc.js')).toThrow(/2 module scripts/);
});

test('the start script is named by its content', () => {
  const { file, text } = startScript();
  expect(file).toMatch(/^assets\/start-[\w-]{10}\.js$/);
  expect(startScript().file).toBe(file);
  expect(text).toContain('data-entry');
  // Without its comments, and still a script that parses.
  expect(text).not.toMatch(/^\s*\/\//m);
  expect(() => new Function(text)).not.toThrow();
});
