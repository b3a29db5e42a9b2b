// A built page starts the app after its first paint (src/web/start/start-after-paint.js): its
// module script and module preloads leave the HTML for one small deferred script that adds them
// once the page is on screen. Before, a phone fetched, compiled and ran the app's ~130 kB before it
// painted a page it already had whole; Lighthouse's simulation counted all of it in the Largest
// Contentful Paint (docs/decisions/019-start-after-paint.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const START_SOURCE = new URL('../src/web/start/start-after-paint.js', import.meta.url);

/**
 * The start script as built: its text without its comments and indentation (every page fetches it
 * before anything else of the app), and its hashed file name under assets/.
 */
export function startScript(): { file: string; text: string } {
  const text = readFileSync(START_SOURCE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !/^\/\*\*.*\*\/$/.test(line))
    .join('\n');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { file: `assets/start-${hash}.js`, text };
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * `html` with its module script and module preloads replaced by the deferred start script at
 * `/${startFile}`, which adds them after the first paint, in the same order.
 */
export function startAfterPaint(html: string, startFile: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map(([, src]) => src as string);
  if (entries.length !== 1) {
    throw new Error(`a built page has ${entries.length} module scripts; the start script runs one`);
  }
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string);
  const start = `<script defer src="/${startFile}" data-entry="${escapeAttribute(entries[0] as string)}" data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => `\n    ${start}`);
}
