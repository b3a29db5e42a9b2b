// What a first visit to / downloads, as sent over the wire (issue 14 targets: JavaScript <= 130 kB,
// CSS <= 15 kB, compressed). Starts the app as `npm start` does, opens / in Chromium at 390x844
// until the network is quiet, and adds up each response's bytes from Chromium's own accounting
// (CDP Network.loadingFinished encodedDataLength: body as sent plus headers) by resource type,
// with the body alone and the uncompressed size beside it. kB = 1000 bytes. Figures only.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, requireChromium, startLikeNpmStart } from './serve.ts';

const TARGETS_KB: Record<string, number> = { script: 130, stylesheet: 15 };

type Row = {
  url: string;
  type: string;
  encoding: string;
  wire: number;
  body: number;
  decoded: number;
};

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

export default async function run(): Promise<void> {
  const server = await startLikeNpmStart();
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, Omit<Row, 'wire' | 'decoded'> & { decoded: number }>();
    const rows: Row[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      pending.set(requestId, {
        url: response.url.replace(server.url, ''),
        type: type.toLowerCase(),
        encoding: String(headers['content-encoding'] ?? 'none'),
        body: Number(headers['content-length'] ?? 0),
        decoded: 0,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const row = pending.get(requestId);
      if (row) row.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const row = pending.get(requestId);
      if (row) rows.push({ ...row, wire: encodedDataLength });
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });

    const types = [...new Set(rows.map((row) => row.type))].sort();
    console.log(
      'first visit of / at 390x844, by type: on the wire (body + headers) | body | uncompressed',
    );
    for (const type of types) {
      const of = rows.filter((row) => row.type === type);
      const sum = (key: 'wire' | 'body' | 'decoded') =>
        of.reduce((total, row) => total + row[key], 0);
      const target = TARGETS_KB[type];
      const ratio =
        target === undefined
          ? ''
          : `  ${((sum('wire') / 1000 / target) * 100).toFixed(0)}% of ${target} kB`;
      console.log(
        `  ${type.padEnd(11)} ${kB(sum('wire'))} kB | ${kB(sum('body'))} kB | ${kB(sum('decoded'))} kB  (${of.length} files)${ratio}`,
      );
    }
    const total = rows.reduce((sum, row) => sum + row.wire, 0);
    console.log(`  ${'all'.padEnd(11)} ${kB(total)} kB  (${rows.length} responses)`);
    console.log('scripts (on the wire, encoding):');
    for (const row of rows.filter((r) => r.type === 'script').sort((a, b) => b.wire - a.wire)) {
      console.log(`  ${kB(row.wire)} kB  ${row.encoding.padEnd(4)}  ${row.url}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
