import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMails } from '#server/db/schema.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { call, createTestCast, signUp, type TestUser } from '#server/test/users.ts';
import { SHARE_ID_PATTERN, SHARE_MESSAGES } from '#shared/schemas/share.ts';
import { SHARE_PAGE_TTL_MS } from './page-cache.ts';
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
    // An unknown link is the page saying the link is gone, with 404, without a card.
    const unknown = await t.app.inject({ method: 'GET', url: '/m/AAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
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

/**
 * A build's renderer for Node, standing in for src/web/prerender.tsx: it writes what it was given
 * into the page and counts its renders, so the tests see what the server asked it for and when.
 */
const FAKE_RENDERER = `
export let renders = 0;
export async function prepareServerRender() {}
export async function renderSharedMail(path, language, id, mail) {
  renders += 1;
  return {
    html: '<main data-language="' + language + '">' + (mail ? mail.formattedMessage : 'no such link') + '</main>',
    state: '<script type="application/json" id="page-state">' + JSON.stringify([[['/api/share', id], mail]]) + '</script>',
  };
}
`;

describe.each(TEST_DRIVERS)('a shared mail page rendered on the server on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let renderer: { renders: number };
  const page = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/m/${id}`, headers });
  const share = async (formattedMessage: string, token?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/share',
        payload: { formattedMessage },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json().id as string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'mailforge-share-render-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'server'));
    const html = (language: string) =>
      `<!doctype html><html lang="${language}"><head><title>${language}</title></head><body><div id="root"></div></body></html>`;
    for (const language of ['en', 'es', 'ru', 'ar']) {
      writeFileSync(join(root, `page.${language}.html`), html(language));
    }
    const files = {
      en: 'page.en.html',
      es: 'page.es.html',
      ru: 'page.ru.html',
      ar: 'page.ar.html',
    };
    writeFileSync(
      join(root, 'pages.json'),
      JSON.stringify([
        { pattern: '/m/:id', file: 'page.en.html', files },
        { pattern: null, file: 'page.en.html', files },
      ]),
    );
    writeFileSync(join(root, 'server/prerender.mjs'), FAKE_RENDERER);
    renderer = await import(pathToFileURL(join(root, 'server/prerender.mjs')).href);
    t = await createTestApp(driver, { webRoot: root, now: () => clock });
  });
  afterAll(() => t.close());

  it('has the mail in the HTML, in the language the reader chose or their browser asks for', async () => {
    const id = await share('<b>Rally</b> at the pass');
    const spanish = await page(id, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain(
      '<div id="root"><main data-language="es"><b>Rally</b> at the pass</main></div>',
    );
    expect(spanish.body).toMatch(/<script type="application\/json" id="page-state">.*<\/body>/);
    expect(spanish.body).toContain('og:title');
    expect(spanish.headers.vary).toBe('accept-encoding, cookie, accept-language');
    // The cookie the language switcher sets wins over the browser's languages.
    const russian = await page(id, { 'accept-language': 'es', cookie: 'mf_lang=ru' });
    expect(russian.body).toContain('<main data-language="ru">');
    expect(russian.body).toContain('<html lang="ru">');
    expect((await page(id, { 'accept-language': 'ar-EG' })).body).toContain('data-language="ar"');
    expect((await page(id, { 'accept-language': 'de, fr;q=0.5' })).body).toContain(
      'data-language="en"',
    );
    // Compressed for a browser that says it takes brotli.
    const compressed = await page(id, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('renders a link once per language for a minute, and forgets it when it is deleted', async () => {
    const maker = await signUp(t);
    const id = await share('Hold the bridge', maker.token);
    const before = renderer.renders;
    await page(id);
    await page(id);
    await page(id, { 'accept-language': 'es' });
    expect(renderer.renders - before).toBe(2);
    // The same link read again after a minute is read from the database again.
    clock = new Date(clock.getTime() + SHARE_PAGE_TTL_MS + 1);
    await page(id);
    expect(renderer.renders - before).toBe(3);

    expect((await call(t, 'DELETE', `/api/share/${id}`, maker.token)).statusCode).toBe(200);
    const gone = await page(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<main data-language="en">no such link</main>');
    expect(gone.body).not.toContain('og:title');
  });

  it('answers an unknown or malformed link with the page saying so and 404, in one request', async () => {
    for (const id of ['AAAAAAAAAAAA', 'nope', 'x'.repeat(64)]) {
      const response = await page(id, { 'accept-language': 'es' });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<main data-language="es">no such link</main>');
      expect(response.body).toContain(`[["/api/share","${id}"],null]`);
    }
  });

  it('counts a reader’s visit as a view, never a link preview’s', async () => {
    const id = await share('Gather at dawn');
    const lastViewed = async () =>
      (await t.database.db.select().from(sharedMails).where(eq(sharedMails.id, id)))[0]
        ?.lastViewedAt;
    const created = await lastViewed();
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    await page(id, {
      'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    });
    expect(await lastViewed()).toEqual(created);
    await page(id, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' });
    expect(await lastViewed()).toEqual(clock);
  });

  it('never sends the renderer itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/server/prerender.mjs' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderSharedMail');
  });
});
