import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_FILE, type PageEntry, registerWebApp } from './web-app.ts';

const HOME =
  '<!doctype html><title>Home</title><div id="root"><h1>Forge your kingdom mail</h1></div>';
const ACCOUNT = '<!doctype html><title>Account</title><div id="root"></div>';
const MODULE = '<!doctype html><title>Module</title><div id="root"></div>';
const NOT_FOUND = '<!doctype html><title>Not found</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('a mail tool '.repeat(200))});`;

/** A built app as scripts/build-web.ts writes it, with brotli and gzip copies of the text files. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'mailforge-web-app-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'pages'));
  const files: Record<string, string> = {
    'index.html': HOME,
    'pages/account.html': ACCOUNT,
    'pages/admin-modules-slug.html': MODULE,
    'pages/not-found.html': NOT_FOUND,
    'assets/index-abc123.js': SCRIPT,
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"MailForge"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(join(root, file), content);
    if (file === 'robots.txt') continue; // a file the build found not worth compressing
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${file}.gz`), gzipSync(content));
  }
  const pages: PageEntry[] = [
    { pattern: '/', file: 'index.html' },
    { pattern: '/account', file: 'pages/account.html' },
    { pattern: '/admin/modules/:slug', file: 'pages/admin-modules-slug.html' },
    { pattern: null, file: 'pages/not-found.html' },
  ];
  writeFileSync(join(root, PAGES_FILE), JSON.stringify(pages));
  return root;
}

describe('the built browser app as the server sends it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerWebApp(app, makeWebRoot());
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends each route its own page, with its parameters, and 404 with the not-found page', async () => {
    for (const [url, status, body] of [
      ['/', 200, HOME],
      ['/account', 200, ACCOUNT],
      ['/account?tab=all', 200, ACCOUNT],
      ['/admin/modules/boardforge', 200, MODULE],
      ['/admin/modules', 404, NOT_FOUND],
      ['/nowhere/at/all', 404, NOT_FOUND],
    ] as const) {
      const response = await get(url, 'identity');
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(body);
    }
  });

  it('sends brotli to a browser that takes it, else gzip, else the file itself', async () => {
    const brotli = await get('/', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(HOME);

    const gzip = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toContain('javascript');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it('compresses the not-found page too, and keeps its 404', async () => {
    const response = await get('/missing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(NOT_FOUND);
  });

  it('sends a file without a compressed copy as it is', async () => {
    const response = await get('/robots.txt', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('User-agent');
  });

  it('caches hashed assets for a year and checks pages again on every visit', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never asked again, so nothing to revalidate with.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    for (const url of ['/', '/account', '/missing']) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('checks the service worker script and the manifest again on every visit, like pages', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // Other files at the root keep their hour.
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers API paths and other methods with JSON 404, never a page', async () => {
    const api = await get('/api/nothing', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'Not found' });
    const post = await app.inject({ method: 'POST', url: '/account' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });
});
