import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './plugins/errors.ts';
import {
  DOCUMENT_ONLY_HEADERS,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './plugins/security-headers.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from './test/harness.ts';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'mailforge-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>MailForge test shell</title>');
  writeFileSync(
    join(root, 'pages.json'),
    JSON.stringify([
      { pattern: '/', file: 'index.html' },
      { pattern: '/account', file: 'index.html' },
      { pattern: null, file: 'index.html' },
    ]),
  );
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

describe.each(TEST_DRIVERS)('server foundation on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { webRoot: makeWebRoot() });
  });
  afterAll(() => t.close());

  it('reports health when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Not found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers a method an API path does not take with JSON 405 and the methods it does', async () => {
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/signin' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('POST');
    expect(deleted.json()).toMatchObject({
      success: false,
      error: ERROR_MESSAGES.methodNotAllowed,
      code: 'api.methodNotAllowed',
    });
    const put = await t.app.inject({ method: 'PUT', url: '/api/notifications/12/read' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toContain('POST');
    const health = await t.app.inject({ method: 'POST', url: '/api/health?x=1', payload: {} });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
  });

  it('serves the browser app for every other path, 404 where no route of the app matches', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/account', 200],
      ['/some/unknown/page', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('MailForge test shell');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers on pages, API answers and errors, and nosniff on assets', async () => {
    for (const url of ['/', '/account', '/api/health', '/api/missing']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[name], `${name} on ${url}`).toBe(value);
      }
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['referrer-policy']).toBe(SECURITY_HEADERS['referrer-policy']);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The service worker and the manifest of the installable app: this site only.
    expect(SECURITY_HEADERS['content-security-policy']).toContain("worker-src 'self';");
    expect(SECURITY_HEADERS['content-security-policy']).toContain("manifest-src 'self';");
  });

  it('feature modules are seeded with the five modules of the spec and the mail tool’s two versions', async () => {
    const { featureModules } = await import('./db/schema.ts');
    const rows = await t.database.db.select().from(featureModules);
    const statuses = Object.fromEntries(rows.map((row) => [row.slug, row.status]));
    expect(statuses).toEqual({
      mailforge: 'live',
      boardforge: 'development',
      'community-gallery': 'ready',
      chatforge: 'development',
      chronoforge: 'development',
      'mailforge-v2': 'development',
      'mailforge-v3': 'development',
    });
  });

  it('refuses a second user with the same email in another case', async () => {
    const { users } = await import('./db/schema.ts');
    await t.database.db.insert(users).values({ email: 'Leader@Example.com' });
    await expect(
      t.database.db.insert(users).values({ email: 'leader@example.com' }),
    ).rejects.toThrow();
  });
});

describe('error codes', () => {
  it('every API error carries a stable code beside its English text', async () => {
    const t = await createTestApp('pglite', { config: { FORMAT_RATE_LIMIT: 1 } });
    try {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'nobody@kingdom.test', password: 'Whatever1' },
      });
      expect(signIn.json()).toMatchObject({ code: 'auth.invalidCredentials' });
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'not-an-email', password: 'x' },
      });
      expect(invalid.json()).toMatchObject({ code: 'auth.emailInvalid' });
      const missing = await t.app.inject({ url: '/api/nothing-here' });
      expect(missing.json()).toEqual({ success: false, error: 'Not found', code: 'api.notFound' });
      const signedOut = await t.app.inject({ url: '/api/auth/me' });
      expect(signedOut.json()).toMatchObject({ code: 'auth.notSignedIn' });
      const payload = { message: 'Rally at the flag' };
      await t.app.inject({ method: 'POST', url: '/api/format-message', payload });
      const limited = await t.app.inject({ method: 'POST', url: '/api/format-message', payload });
      expect(limited.json()).toMatchObject({ code: 'api.formatRateLimited' });
    } finally {
      await t.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over https behind a trusted proxy, never over plain http', async () => {
    const behindProxy = await createTestApp('pglite', { config: { TRUST_PROXY: true } });
    const direct = await createTestApp('pglite');
    try {
      const https = await behindProxy.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const http = await behindProxy.app.inject({ url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY anyone could claim https: the header is not sent.
      const claimed = await direct.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await Promise.all([behindProxy.close(), direct.close()]);
    }
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { BODY_LIMIT_BYTES: 1024 },
      extend: (app) => app.post('/api/echo', async (request) => ({ received: request.body })),
    });
  });
  afterAll(() => t.close());

  it('rejects bodies that are not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('JSON'),
    });
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'The request body is not valid JSON.',
    });
  });

  it('rejects bodies over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { message: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'The request body is too large.',
    });
  });
});

describe('refusals before a route runs, over real HTTP', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  async function expectAppShape(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ success: false, error });
  }

  it('answers a broken %-escape in the path with 400 in the app shape', async () => {
    const response = await fetch(`${base}/api/notifications/%FF/read`, { method: 'POST' });
    await expectAppShape(response, 400, ERROR_MESSAGES.badUrl);
  });

  it('answers an over-long path parameter with 414 in the app shape', async () => {
    const response = await fetch(`${base}/api/admin/modules/${'x'.repeat(500)}`);
    await expectAppShape(response, 414, ERROR_MESSAGES.urlTooLong);
  });

  it('answers huge headers (a giant cookie) with 431 in the app shape', async () => {
    const response = await fetch(`${base}/api/auth/me`, {
      headers: { cookie: `junk=${'z'.repeat(40_000)}` },
    });
    await expectAppShape(response, 431, ERROR_MESSAGES.headersTooLarge);
  });

  it('answers broken HTTP with 400 in the app shape', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      error: ERROR_MESSAGES.malformedRequest,
    });
  });
});

describe('failures', () => {
  it('answers 503 on health when the database is gone, and 5xx bodies leak nothing', async () => {
    const t = await createTestApp('pglite', {
      extend: (app) =>
        app.get('/api/boom', async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        }),
    });
    const boom = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toMatchObject({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
    });

    await t.database.close();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({ status: 'error', db: 'error' });
    await t.app.close();
  });

  it('without a built browser app, pages say how to build it', async () => {
    const t = await createTestApp('pglite', { webRoot: join(tmpdir(), 'mailforge-no-build') });
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    await t.close();
  });
});
