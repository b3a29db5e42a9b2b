import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { call, createTestCast, type TestUser } from '#server/test/users.ts';
import { TRANSLATION_MESSAGES } from '#shared/schemas/translations.ts';

describe.each(TEST_DRIVERS)('translation overrides on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    ({ t, admin, player } = await createTestCast(driver, () => clock));
  });
  afterAll(() => t.close());

  const save = (payload: object, token = admin.token) =>
    call(t, 'PUT', '/api/admin/translations', token, payload);
  const overridesOf = (language: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/translations/${language}`, headers });

  it('saves an override that the browser gets with its language, and replaces it', async () => {
    const saved = await save({ language: 'es', key: 'home.title', value: 'Forja tu correo' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      override: {
        key: 'home.title',
        language: 'es',
        value: 'Forja tu correo',
        category: 'home',
        updatedAt: clock.toISOString(),
      },
    });
    expect((await overridesOf('es')).json()).toEqual({
      language: 'es',
      overrides: { 'home.title': 'Forja tu correo' },
    });
    expect((await overridesOf('ru')).json()).toEqual({ language: 'ru', overrides: {} });

    clock = new Date(clock.getTime() + 1000);
    await save({ language: 'es', key: 'home.title', value: 'Forja el correo de tu reino' });
    expect((await overridesOf('es')).json().overrides).toEqual({
      'home.title': 'Forja el correo de tu reino',
    });
  });

  it('answers 304 while the overrides are unchanged, and a new ETag after an edit', async () => {
    const first = await overridesOf('ar');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"ar-/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await overridesOf('ar', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    clock = new Date(clock.getTime() + 1000);
    await save({ language: 'ar', key: 'common.loading', value: 'لحظة…' });
    const changed = await overridesOf('ar', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().overrides).toEqual({ 'common.loading': 'لحظة…' });

    const removed = await call(
      t,
      'DELETE',
      '/api/admin/translations/ar/common.loading',
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    const afterRemoval = await overridesOf('ar', {
      'if-none-match': changed.headers.etag as string,
    });
    expect(afterRemoval.statusCode).toBe(200);
    expect(afterRemoval.json().overrides).toEqual({});
  });

  it('accepts a plural form of the language itself, keeping its variables', async () => {
    const response = await save({
      language: 'ru',
      key: 'templates.results_few',
      value: 'Найдено {{count}} шаблона',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a bad override with a clear message on its field, and saves nothing', async () => {
    const cases: [object, string, string][] = [
      [{ language: 'es', key: 'home.nothing', value: 'x' }, TRANSLATION_MESSAGES.unknownKey, 'key'],
      // English has no _few form: Spanish neither.
      [
        { language: 'es', key: 'templates.results_few', value: '{{count}}' },
        TRANSLATION_MESSAGES.unknownKey,
        'key',
      ],
      [
        { language: 'es', key: 'templates.results_other', value: 'Plantillas' },
        TRANSLATION_MESSAGES.variablesChanged,
        'value',
      ],
      [
        { language: 'es', key: 'home.title', value: 'Hola {{name}}' },
        TRANSLATION_MESSAGES.variablesChanged,
        'value',
      ],
      [
        { language: 'es', key: 'home.title', value: 'x'.repeat(1001) },
        TRANSLATION_MESSAGES.valueTooLong,
        'value',
      ],
      [
        { language: 'es', key: 'home.title', value: '' },
        TRANSLATION_MESSAGES.valueRequired,
        'value',
      ],
      [{ language: 'es', key: '', value: 'x' }, TRANSLATION_MESSAGES.keyRequired, 'key'],
    ];
    for (const [payload, error, field] of cases) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
      expect(Object.keys(response.json().fieldErrors ?? {})).toEqual([field]);
    }
    const listed = await call(
      t,
      'GET',
      '/api/admin/translations?language=es&q=results',
      admin.token,
    );
    expect(listed.json().overrides).toEqual([]);
  });

  it('lets the admin search overrides by key or text; players may not edit', async () => {
    const found = await call(t, 'GET', '/api/admin/translations?q=REINO', admin.token);
    expect(found.json().overrides.map((row: { key: string }) => row.key)).toEqual(['home.title']);
    expect(
      (await save({ language: 'es', key: 'home.title', value: 'x' }, player.token)).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/admin/translations', player.token)).statusCode).toBe(403);
    const missing = await call(t, 'DELETE', '/api/admin/translations/es/home.intro', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: TRANSLATION_MESSAGES.notFound });
  });

  it('refuses a language the app does not have', async () => {
    expect((await overridesOf('fr')).statusCode).toBe(400);
  });
});
