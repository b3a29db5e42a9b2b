import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMails } from '#server/db/schema.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { call, createTestCast, type TestUser } from '#server/test/users.ts';
import { SHARE_ID_PATTERN, SHARE_MESSAGES } from '#shared/schemas/share.ts';
import { removeUnusedSharedMails, SHARE_UNUSED_DAYS } from './repository.ts';
import { SHARE_RATE_LIMIT } from './routes.ts';

const MAIL = '<size=32><color=#FFD700><b>Rally at 20:00 UTC</b></color></size>\nBring troops.';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('share links on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    ({ t, alice, bob } = await createTestCast(driver, () => clock));
  });
  afterAll(() => t.close());

  const share = (formattedMessage: unknown, token?: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/share',
      payload: { formattedMessage },
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('stores a mail behind an unguessable id and gives it to anyone who opens the link', async () => {
    const created = await share(MAIL, alice.token);
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json();
    expect(id).toMatch(SHARE_ID_PATTERN);
    expect(url).toBe(`/m/${id}`);

    const visitor = await t.app.inject({ method: 'GET', url: `/api/share/${id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({
      id,
      formattedMessage: MAIL,
      createdAt: clock.toISOString(),
      isMine: false,
    });
    expect((await call(t, 'GET', `/api/share/${id}`, alice.token)).json().isMine).toBe(true);
    // Ids differ link to link.
    const other = (await share(MAIL)).json().id;
    expect(other).not.toBe(id);
  });

  it('answers 404 in the app shape for a malformed or unknown id', async () => {
    for (const id of ['nope', 'AAAAAAAAAAAA', 'has%20space', 'x'.repeat(64)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/share/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: SHARE_MESSAGES.notFound });
    }
  });

  it('refuses an empty or over-long mail with a clear message', async () => {
    for (const [mail, error] of [
      ['', SHARE_MESSAGES.mailRequired],
      ['   ', SHARE_MESSAGES.mailRequired],
      [undefined, SHARE_MESSAGES.mailRequired],
      ['x'.repeat(20_001), SHARE_MESSAGES.mailTooLong],
    ] as const) {
      const response = await share(mail);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
    }
  });

  it('lets only the maker delete a link made while signed in', async () => {
    const { id } = (await share(MAIL, alice.token)).json();
    const anonymous = (await share(MAIL)).json().id;
    expect((await call(t, 'DELETE', `/api/share/${id}`)).statusCode).toBe(401);
    const byBob = await call(t, 'DELETE', `/api/share/${id}`, bob.token);
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json()).toMatchObject({ error: SHARE_MESSAGES.notYours });
    expect((await call(t, 'DELETE', `/api/share/${anonymous}`, bob.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/share/${id}`, alice.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/share/${id}`)).statusCode).toBe(404);
  });

  it("goes with its maker's account", async () => {
    const { id } = (await share(MAIL, bob.token)).json();
    const deleted = await call(t, 'POST', '/api/account/delete', bob.token, {
      currentPassword: 'Forge2024',
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/share/${id}`)).statusCode).toBe(404);
  });

  it(`limits an address to ${SHARE_RATE_LIMIT} links an hour`, async () => {
    const ip = '10.9.9.9';
    for (let index = 0; index < SHARE_RATE_LIMIT; index += 1) {
      expect((await share(MAIL, undefined, ip)).statusCode).toBe(201);
    }
    const refused = await share(MAIL, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error: SHARE_MESSAGES.rateLimited });
    expect((await share(MAIL, undefined, '10.9.9.8')).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await share(MAIL, undefined, ip)).statusCode).toBe(201);
  });

  it(`removes links nobody opened for ${SHARE_UNUSED_DAYS} days; a view keeps a link`, async () => {
    const db = t.database.db;
    const kept = (await share(MAIL, undefined, '10.1.1.1')).json().id;
    const forgotten = (await share(MAIL, undefined, '10.1.1.1')).json().id;
    clock = new Date(clock.getTime() + (SHARE_UNUSED_DAYS - 10) * DAY_MS);
    expect((await call(t, 'GET', `/api/share/${kept}`)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 11 * DAY_MS);
    expect(await removeUnusedSharedMails(db, clock)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(sharedMails).where(eq(sharedMails.id, forgotten))).toEqual([]);
    expect((await call(t, 'GET', `/api/share/${kept}`)).statusCode).toBe(200);
  });
});

describe.each(TEST_DRIVERS)('a shared mail page on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'mailforge-share-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'page.html'),
      '<!doctype html><html><head><title>Shared</title></head><body></body></html>',
    );
    writeFileSync(
      join(root, 'pages.json'),
      JSON.stringify([
        { pattern: '/m/:id', file: 'page.html' },
        { pattern: null, file: 'page.html' },
      ]),
    );
    t = await createTestApp(driver, { webRoot: root });
  });
  afterAll(() => t.close());

  it('carries Open Graph tags with the mail’s title and first words, escaped', async () => {
    const mail =
      '<size=32><b>KvK "rally" & <color=#FF0000>war</color></b></size>\nBe online at 20:00 UTC.\n';
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/share', payload: { formattedMessage: mail } })
    ).json();
    const page = await t.app.inject({ method: 'GET', url: `/m/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      '<meta property="og:title" content="KvK &#34;rally&#34; &#38; war">',
    );
    expect(page.body).toContain(
      '<meta property="og:description" content="Be online at 20:00 UTC.">',
    );
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost:80/m/${id}">`);
    expect(page.body).toContain(
      '<meta property="og:image" content="http://localhost:80/og-card.png">',
    );
    expect(page.body).toContain('<title>Shared</title>');
    // An unknown link is the page as built (it says the link is gone), without a card.
    const unknown = await t.app.inject({ method: 'GET', url: '/m/AAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('og:title');
  });

  it('describes the mail by its first words, never by its divider lines', async () => {
    const mail =
      '<color=#FFD700>░░░░░░░░░░░░</color>\n<b>⚔ KVK RALLY ⚔</b>\n═══ ✦ ═══\nBe online at 20:00 UTC.\n░░░░';
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/share', payload: { formattedMessage: mail } })
    ).json();
    const page = await t.app.inject({ method: 'GET', url: `/m/${id}` });
    expect(page.body).toContain('<meta property="og:title" content="⚔ KVK RALLY ⚔">');
    expect(page.body).toContain(
      '<meta property="og:description" content="Be online at 20:00 UTC.">',
    );
    expect(page.body).not.toMatch(/content="[░═]/);
  });
});

describe('a shared mail page behind PUBLIC_URL', () => {
  it('names the link and its card image at the public address', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mailforge-share-url-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'page.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(
      join(root, 'pages.json'),
      JSON.stringify([{ pattern: '/m/:id', file: 'page.html' }]),
    );
    const t = await createTestApp('pglite', {
      webRoot: root,
      config: { PUBLIC_URL: 'https://forge.example/' },
    });
    try {
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/share',
          payload: { formattedMessage: 'Rally\nAt the pass' },
        })
      ).json();
      const page = await t.app.inject({ method: 'GET', url: `/m/${id}` });
      expect(page.body).toContain(
        `<meta property="og:url" content="https://forge.example/m/${id}">`,
      );
      expect(page.body).toContain(
        '<meta property="og:image" content="https://forge.example/og-card.png">',
      );
    } finally {
      await t.close();
    }
  });

  it('the card image is in the browser app, at its size', () => {
    const png = readFileSync(new URL('../../../web/public/og-card.png', import.meta.url));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
