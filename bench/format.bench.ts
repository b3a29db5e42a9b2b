// POST /api/format-message beside GET /api/health on the same running server, one run (the
// targets at 50 connections on a 2-core machine: format/health >= 0.6, format p99 <= 20 ms).
// Health pings the database on every request, so a JSON echo route on the same app is measured
// too: format/echo is what the engine and the request/response schemas cost over bare HTTP.
// A second app with FORMAT_WORKERS=0 runs the engine on the server's own thread, for comparison
// with the engine pool (docs/decisions/006). Figures only, never pass/fail.

import { defaultConfig } from '#server/config.ts';
import { sampleDraft } from '../tests/fixtures/drafts.ts';
import { type Figures, LOAD, measure, printFigures, type Target, withApp } from './http.ts';

/** A POST of `body` to the format route, labelled with what is measured. */
function formatTarget(what: string, body: object): Target {
  return {
    label: `POST /api/format-message (${what})`,
    path: '/api/format-message',
    method: 'POST',
    body,
  };
}

export default async function runFormatBench(): Promise<void> {
  // The rally order: times, coordinates and a name to keep, sentences to structure.
  const draft = sampleDraft('s04');
  const formatBody = { message: draft };
  const improveBody = {
    message: draft,
    mode: 'improve',
    tone: 'motivational',
    rewriteStyle: 'balanced',
  };
  const workers = defaultConfig().FORMAT_WORKERS;
  const unlimited = { FORMAT_RATE_LIMIT: 1_000_000_000 };
  const [health, echo, format, improve] = await withApp(
    unlimited,
    async (url) => [
      await measure(url, { label: 'GET /api/health', path: '/api/health' }),
      await measure(url, {
        label: 'POST /bench/echo (same app, no work)',
        path: '/bench/echo',
        method: 'POST',
        body: formatBody,
      }),
      await measure(url, formatTarget(`format, ${workers} engine workers`, formatBody)),
      await measure(url, formatTarget(`improve, ${workers} engine workers`, improveBody)),
    ],
    (app) => {
      app.post('/bench/echo', async (request) => ({ success: true, received: request.body }));
    },
  );
  const [formatHere, improveHere] = await withApp(
    { ...unlimited, FORMAT_WORKERS: 0 },
    async (url) => [
      await measure(url, formatTarget('format, engine on the server thread', formatBody)),
      await measure(url, formatTarget('improve, engine on the server thread', improveBody)),
    ],
  );
  printFigures([health, echo, format, improve, formatHere, improveHere]);
  console.log(`${LOAD}, built-in engine, in-memory PGlite`);
  const ratio = (figures: Figures, reference: Figures) =>
    (figures.requestsPerSecond / reference.requestsPerSecond).toFixed(2);
  console.log(`ratio format/health: ${ratio(format, health)} (target >= 0.6)`);
  console.log(`ratio improve/health: ${ratio(improve, health)}`);
  console.log(`ratio format/echo: ${ratio(format, echo)}, improve/echo: ${ratio(improve, echo)}`);
  console.log(`format p99: ${format.p99} ms, improve p99: ${improve.p99} ms (target <= 20 ms)`);
  console.log(
    `req/s with engine workers / on the server thread: format ${ratio(format, formatHere)}, ` +
      `improve ${ratio(improve, improveHere)}`,
  );
}
