// POST /api/format-message beside GET /api/health on the same running server, one run (issue 4
// targets at 50 connections on a 2-core machine: format/health >= 0.6, format p99 <= 20 ms).
// Health pings the database on every request, so a JSON echo route on the same app is measured
// too: format/echo is what the engine and the request/response schemas cost over bare HTTP.
// Figures only, never pass/fail.
import { readFileSync } from 'node:fs';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  type Figures,
  measure,
  printFigures,
  startApp,
} from './http.ts';

function loadDraft(id: string): string {
  const line = readFileSync(new URL('../tests/fixtures/drafts.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .find((text) => text.includes(`"id":"${id}"`));
  if (!line) throw new Error(`No sample draft ${id}`);
  return (JSON.parse(line) as { text: string }).text;
}

export default async function runFormatBench(): Promise<void> {
  // The rally order: times, coordinates and a name to keep, sentences to structure.
  const draft = loadDraft('s04');
  const server = await startApp({ FORMAT_RATE_LIMIT: 1_000_000_000 }, (app) => {
    app.post('/bench/echo', async (request) => ({ success: true, received: request.body }));
  });
  try {
    const health = await measure(server.url, { label: 'GET /api/health', path: '/api/health' });
    const echo = await measure(server.url, {
      label: 'POST /bench/echo (same app, no work)',
      path: '/bench/echo',
      method: 'POST',
      body: { message: draft },
    });
    const format = await measure(server.url, {
      label: 'POST /api/format-message (format)',
      path: '/api/format-message',
      method: 'POST',
      body: { message: draft },
    });
    const improve = await measure(server.url, {
      label: 'POST /api/format-message (improve, balanced)',
      path: '/api/format-message',
      method: 'POST',
      body: { message: draft, mode: 'improve', tone: 'motivational', rewriteStyle: 'balanced' },
    });
    printFigures([health, echo, format, improve]);
    console.log(
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, built-in engine, in-memory PGlite`,
    );
    const ratio = (figures: Figures, reference: Figures) =>
      (figures.requestsPerSecond / reference.requestsPerSecond).toFixed(2);
    console.log(`ratio format/health: ${ratio(format, health)} (target >= 0.6)`);
    console.log(`ratio improve/health: ${ratio(improve, health)}`);
    console.log(`ratio format/echo: ${ratio(format, echo)}, improve/echo: ${ratio(improve, echo)}`);
    console.log(`format p99: ${format.p99} ms, improve p99: ${improve.p99} ms (target <= 20 ms)`);
  } finally {
    await server.close();
  }
}
