import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureModules } from '#server/db/schema.ts';
import { COMMUNITY_MODULE } from '#shared/constants.ts';
import { COMMUNITY_MESSAGES } from '#shared/schemas/community.ts';
import { TRANSLATION_MESSAGES } from '#shared/schemas/translations.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '#shared/schemas/zod.ts';
import { ENGLISH_STRINGS } from '#shared/translation-keys.ts';
import { TEST_DRIVERS } from './test/harness.ts';
import { createTestCast, signUp, type TestCast } from './test/users.ts';

// Walks every /api route the app has (as registered, so a new route is walked without a word
// here): hostile values in every field of every JSON body are a 4xx in the app's error shape,
// never a 500, and every answer that depends on who asks says `Cache-Control: no-store`.

/** A value for each path parameter, so each route is reached. */
const PARAMS: Record<string, string> = { language: 'en', key: 'x', slug: COMMUNITY_MODULE };
const fillPath = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(PARAMS[name] ?? '1'));

const DEEP = 1500;
/** Raw JSON texts, each put in place of one field's value. */
const HOSTILE_VALUES: Record<string, string> = {
  NUL: JSON.stringify('a\u0000b'),
  'a lone surrogate': '"a\\ud800b"',
  'NUL in a nested key': '{"a\\u0000":{"b":"c"}}',
  'a lone surrogate nested': '{"a":["\\udfff"]}',
  [`arrays ${DEEP} deep`]: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  [`objects ${DEEP} deep`]: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  '"__proto__"': '"__proto__"',
  '"constructor"': '"constructor"',
  'an object with __proto__': '{"__proto__":{"isAdmin":true}}',
  'a number past every integer': '1e308',
};

/** Valid bodies, so that a hostile field reaches the handler and the database, not only zod. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/community/messages': {
    title: 'Rally',
    formattedMessage: '<b>Rally at dawn</b>',
    category: 'war',
  },
  'PUT /api/admin/translations': {
    language: 'en',
    key: Object.keys(ENGLISH_STRINGS)[0],
    value: 'x',
  },
  'POST /api/share': { formattedMessage: '<b>Rally at dawn</b>' },
  'POST /api/history': { formattedMessage: '<b>Rally at dawn</b>', mode: 'new' },
  'POST /api/format-message': { message: 'Rally at 20:00 UTC' },
  'POST /api/admin/notifications': { title: 'Rally', message: 'At dawn' },
  'POST /api/admin/changelogs': { title: 'v2', content: 'New things' },
  'PUT /api/account/profile': { displayName: 'Warden' },
};

/** The fields of a route's zod body schema (an object's keys), or none it can tell. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A JSON body text: `base` with `field` set to the raw JSON `value`. */
function bodyWith(base: Record<string, unknown>, field: string, value: string): string {
  const rest = JSON.stringify({ ...base, [field]: undefined }).slice(1, -1);
  return `{${rest ? `${rest},` : ''}${JSON.stringify(field)}:${value}}`;
}

/** Answers that are the same for everyone: kept by ETag (`no-cache`), and why. */
const PUBLIC_ANSWERS = new Set([
  'GET /api/translations/:language',
  'HEAD /api/translations/:language',
]);

/** An answer that never ends (Server-Sent Events) for a signed-in caller; its headers are its own. */
const ENDLESS = '/api/notifications/stream';

/** Routes that end the caller's session: walked last, so the walk stays signed in until then. */
const ENDS_SESSION = ['/api/auth/signout', '/api/account/sign-out-everywhere'];

describe.each(TEST_DRIVERS)('every API route on %s', (driver) => {
  let cast: TestCast;
  beforeAll(async () => {
    cast = await createTestCast(driver, () => new Date());
    await cast.t.database.db
      .update(featureModules)
      .set({ status: 'live' })
      .where(eq(featureModules.slug, COMMUNITY_MODULE));
  });
  afterAll(() => cast.t.close());

  const send = (method: string, url: string, token: string | undefined, body?: string) =>
    cast.t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });

  it('answers hostile values in any JSON field with a 4xx in the error shape, never a 500', async () => {
    // A body schema two routes share (the gallery's /api/dev/community/* twins) is walked once.
    const seen = new Set<unknown>();
    const routes = cast.t.app.apiRoutes.filter((route) => {
      if (route.body === undefined || ENDS_SESSION.includes(route.url) || seen.has(route.body)) {
        return false;
      }
      seen.add(route.body);
      return true;
    });
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      for (const method of route.methods) {
        const base = VALID_BODIES[`${method} ${route.url}`] ?? {};
        for (const field of fieldsOf(route.body)) {
          for (const [name, value] of Object.entries(HOSTILE_VALUES)) {
            const response = await send(
              method,
              fillPath(route.url),
              cast.admin.token,
              bodyWith(base, field, value),
            );
            const what = `${method} ${route.url} ${field} = ${name}: ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(`${what} ${response.body}`);
            else if (response.statusCode >= 400) {
              const body = response.json();
              if (body.success !== false || typeof body.error !== 'string') failures.push(what);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("refuses a gallery mail's format settings jsonb cannot store, or nested too deep, with 400", async () => {
    const sharer = await signUp(cast.t);
    const base = VALID_BODIES['POST /api/community/messages']!;
    for (const [value, error] of [
      ['{"preset":"a\\u0000b"}', UNSTORABLE_TEXT_MESSAGE],
      ['{"colours":["\\ud83d"]}', UNSTORABLE_TEXT_MESSAGE],
      ['{"a":{"b\\u0000":1}}', UNSTORABLE_TEXT_MESSAGE],
      [`{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`, COMMUNITY_MESSAGES.settingsTooLarge],
    ] as const) {
      const response = await send(
        'POST',
        '/api/community/messages',
        sharer.token,
        bodyWith(base, 'formatSettings', value),
      );
      expect(response.statusCode, value.slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error,
        fieldErrors: { formatSettings: [error] },
      });
    }
    const kept = await send(
      'POST',
      '/api/community/messages',
      sharer.token,
      bodyWith(base, 'formatSettings', '{"tone":"neutral","colours":["#FFD700"],"size":{"t":32}}'),
    );
    expect(kept.statusCode).toBe(201);
  });

  it("refuses translation keys that name Object's own properties with 400", async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await send(
        'PUT',
        '/api/admin/translations',
        cast.admin.token,
        JSON.stringify({ language: 'es', key, value: 'x' }),
      );
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: TRANSLATION_MESSAGES.unknownKey,
        fieldErrors: { key: [TRANSLATION_MESSAGES.unknownKey] },
      });
    }
  });

  it('says Cache-Control: no-store on every answer that depends on who asks', async () => {
    const routes = [...cast.t.app.apiRoutes].sort(
      (a, b) => Number(ENDS_SESSION.includes(a.url)) - Number(ENDS_SESSION.includes(b.url)),
    );
    const missing: string[] = [];
    for (const route of routes) {
      for (const method of route.methods) {
        const id = `${method} ${route.url}`;
        for (const [who, token] of [
          ['a visitor', undefined],
          ['a player', cast.player.token],
          ['the admin', cast.admin.token],
        ] as const) {
          if (token && route.url === ENDLESS) continue;
          const body = route.body === undefined ? undefined : '{}';
          const response = await send(method, fillPath(route.url), token, body);
          const header = String(response.headers['cache-control'] ?? '');
          const isRight = PUBLIC_ANSWERS.has(id)
            ? header === 'no-cache' && response.headers.etag !== undefined
            : header.split(/,\s*/).includes('no-store');
          if (!isRight) missing.push(`${id} as ${who}: ${response.statusCode} '${header}'`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
