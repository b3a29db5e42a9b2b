// What a first visit to / downloads, as sent over the wire (targets: JavaScript <= 130 kB,
// CSS <= 15 kB, compressed; kB = 1000 bytes). Starts the app as `npm start` does, opens / in
// Chromium at 390x844 until the network is quiet, and adds up Chromium's own byte counts (CDP
// Network.loadingFinished encodedDataLength: headers plus body as sent) by type, with the body
// alone and the uncompressed size beside it. CSS inlined in the page travels inside the document:
// it is counted there, and against the CSS target as its own compressed size. Figures only.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { PHONE_VIEWPORT, withServerAndChromium } from './serve.ts';

const TARGETS_KB = { script: 130, stylesheet: 15 };
const TYPES = ['document', 'script', 'stylesheet', 'font', 'other'] as const;
type Type = (typeof TYPES)[number];

type Row = {
  url: string;
  type: Type;
  encoding: string;
  headers: number;
  wire: number;
  decoded: number;
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`;
const ratio = (bytes: number, targetKb: number) =>
  `${((bytes / 1000 / targetKb) * 100).toFixed(0)}% of ${targetKb} kB`;

function typeOf(cdpType: string): Type {
  const type = cdpType.toLowerCase();
  return (TYPES as readonly string[]).includes(type) ? (type as Type) : 'other';
}

/** What `text` weighs compressed alone the way the server compresses (scripts/build-web.ts). */
function compressedSize(text: string, encoding: string): number {
  if (encoding === 'br') {
    return brotliCompressSync(text, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
    }).length;
  }
  if (encoding === 'gzip') return gzipSync(text, { level: 9 }).length;
  return Buffer.byteLength(text);
}

export default async function run(): Promise<void> {
  await withServerAndChromium(async (server, browser) => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, Omit<Row, 'wire'>>();
    const rows: Row[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      pending.set(requestId, {
        url: response.url.replace(server.url, ''),
        type: typeOf(type),
        encoding: encoding ?? 'none',
        // Bytes received so far: the status line and headers.
        headers: response.encodedDataLength,
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
    const response = await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const documentEncoding = rows.find((row) => row.type === 'document')?.encoding ?? 'none';
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map(([, css]) => css)
      .join('');

    const sum = (of: Row[], bytes: (row: Row) => number) =>
      of.reduce((total, row) => total + bytes(row), 0);
    console.log(
      'first visit of / at 390x844 (kB = 1000 bytes): on the wire (headers + body) | body | uncompressed',
    );
    for (const type of TYPES) {
      const of = rows.filter((row) => row.type === type);
      const wire = sum(of, (row) => row.wire);
      const target = type === 'script' ? `  ${ratio(wire, TARGETS_KB.script)}` : '';
      console.log(
        `  ${type.padEnd(10)} ${kB(wire)} | ${kB(sum(of, (row) => row.wire - row.headers))} | ${kB(sum(of, (row) => row.decoded))}  (${of.length} files)${target}`,
      );
    }
    console.log(
      `  ${'all'.padEnd(10)} ${kB(sum(rows, (row) => row.wire))} | ${kB(sum(rows, (row) => row.wire - row.headers))} | ${kB(sum(rows, (row) => row.decoded))}  (${rows.length} responses)`,
    );

    const inlineWire = compressedSize(inlineCss, documentEncoding);
    const stylesheetWire = sum(
      rows.filter((row) => row.type === 'stylesheet'),
      (row) => row.wire,
    );
    console.log(
      `CSS inlined in the document: ${kB(Buffer.byteLength(inlineCss))} uncompressed, ${kB(inlineWire)} as ${documentEncoding} on its own (part of the document's bytes above)`,
    );
    console.log(
      `CSS on the wire (style sheets + inlined): ${kB(stylesheetWire + inlineWire)}  ${ratio(stylesheetWire + inlineWire, TARGETS_KB.stylesheet)}`,
    );
    console.log('scripts: on the wire | uncompressed, Content-Encoding');
    const scripts = rows.filter((row) => row.type === 'script').sort((a, b) => b.wire - a.wire);
    for (const row of scripts) {
      console.log(`  ${kB(row.wire)} | ${kB(row.decoded)}  ${row.encoding.padEnd(5)} ${row.url}`);
    }
    const others = rows.filter((row) => row.type !== 'script');
    console.log('the rest: on the wire | uncompressed, Content-Encoding');
    for (const row of others) {
      console.log(
        `  ${kB(row.wire)} | ${kB(row.decoded)}  ${row.encoding.padEnd(5)} ${row.type.padEnd(10)} ${row.url}`,
      );
    }
  });
}
