import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { featureModules } from '#server/db/schema.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { PAGES_FILE, type PageEntry } from '#server/web-app.ts';
import { type FeatureStatus, SESSION_COOKIE } from '#shared/constants.ts';
import { canOpenModule, type ModuleViewer } from '#shared/module-access.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '#shared/schemas/zod.ts';
import {
  call,
  signUp,
  signUpAdmin,
  signUpPremium,
  TEST_ADMIN_EMAIL,
  type TestUser,
} from '../../test/users.ts';
import { requireModule } from './module-access.ts';

const PREVIEW = '<!doctype html><title>Preview</title><div id="root"></div>';
const NOT_FOUND = '<!doctype html><title>Not found</title><div id="root"></div>';
const HOME = '<!doctype html><title>Home</title><div id="root"></div>';

/** The private pages of the route table, each served by its own file, as the build writes them. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'mailforge-modules-'));
  mkdirSync(join(root, 'pages'));
  const pages: PageEntry[] = [
    { pattern: '/', file: 'index.html' },
    { pattern: '/admin/tools/mailforge-v3', file: 'pages/preview.html' },
    ...['mailforge-v2', 'boardforge', 'chatforge', 'chronoforge', 'mailforge-v3'].map((tool) => ({
      pattern: `/admin/preview/${tool}`,
      file: 'pages/preview.html',
    })),
    { pattern: '/preview/:slug', file: 'pages/preview.html' },
    { pattern: '/community-gallery-preview', file: 'pages/preview.html' },
    { pattern: '/community', file: 'pages/preview.html' },
    { pattern: '/private-dev/original-home', file: 'pages/preview.html' },
    { pattern: null, file: 'pages/not-found.html' },
  ];
  writeFileSync(join(root, 'index.html'), HOME);
  writeFileSync(join(root, 'pages/preview.html'), PREVIEW);
  writeFileSync(join(root, 'pages/not-found.html'), NOT_FOUND);
  writeFileSync(join(root, PAGES_FILE), JSON.stringify(pages));
  return root;
}

const VIEWERS: ModuleViewer[] = ['admin', 'premium', 'player', 'visitor'];
const STATUSES: FeatureStatus[] = ['development', 'ready', 'live'];
const CASES = STATUSES.flatMap((status) =>
  VIEWERS.map((viewer) => ({ status, viewer, isOpen: canOpenModule(status, viewer) })),
);

/** Every page of a module, by the slug of the module that gates it. */
const MODULE_PAGES: Record<string, string[]> = {
  boardforge: ['/preview/boardforge', '/admin/preview/boardforge'],
  'mailforge-v2': ['/preview/mailforge-v2', '/admin/preview/mailforge-v2'],
  'mailforge-v3': [
    '/preview/mailforge-v3',
    '/admin/preview/mailforge-v3',
    '/admin/tools/mailforge-v3',
  ],
  'community-gallery': ['/preview/community-gallery', '/community-gallery-preview', '/community'],
};

describe('the module rule', () => {
  it('opens development to admins, ready to premium players too, live to everyone', () => {
    const table = Object.fromEntries(
      STATUSES.map((status) => [status, VIEWERS.filter((viewer) => canOpenModule(status, viewer))]),
    );
    expect(table).toEqual({
      development: ['admin'],
      ready: ['admin', 'premium'],
      live: ['admin', 'premium', 'player', 'visitor'],
    });
  });
});

describe.each(TEST_DRIVERS)('who may open a module on %s', (driver) => {
  let t: TestApp;
  const clock = new Date('2025-06-01T08:00:00.000Z');
  const tokens: Record<ModuleViewer, string | undefined> = {
    admin: undefined,
    premium: undefined,
    player: undefined,
    visitor: undefined,
  };
  let expired: TestUser;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { AUTH_RATE_LIMIT: 10_000, ADMIN_EMAILS: [TEST_ADMIN_EMAIL] },
      webRoot: makeWebRoot(),
      now: () => clock,
      extend: (app) => {
        // An API a module owns, as the community gallery's will adopt it.
        app.get(
          '/api/test-owned/boardforge',
          {
            // The database exists once the app does: the hook is made on the first call.
            preHandler: async function (request, reply) {
              await requireModule(t.database.db, 'boardforge', () => clock).call(
                this,
                request,
                reply,
              );
            },
          },
          async () => ({ success: true }),
        );
      },
    });
    tokens.admin = (await signUpAdmin(t)).token;
    tokens.premium = (await signUpPremium(t, clock)).token;
    tokens.player = (await signUp(t)).token;
    expired = await signUpPremium(t, new Date(clock.getTime() - 40 * 24 * 60 * 60 * 1000));
  });
  afterAll(() => t.close());

  const setStatus = (slug: string, status: FeatureStatus) =>
    t.database.db.update(featureModules).set({ status }).where(eq(featureModules.slug, slug));

  /** A page as a browser asks for it: the session in its cookie. */
  const openPage = (url: string, viewer: ModuleViewer) => {
    const token = tokens[viewer];
    return t.app.inject({
      method: 'GET',
      url,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });
  };

  const listSlugs = async (viewer: ModuleViewer) => {
    const response = await call(t, 'GET', '/api/modules', tokens[viewer]);
    expect(response.statusCode).toBe(200);
    return (response.json().modules as { slug: string }[]).map((module) => module.slug);
  };

  beforeEach(async () => {
    for (const slug of Object.keys(MODULE_PAGES)) await setStatus(slug, 'development');
  });

  describe('GET /api/modules', () => {
    it.each(CASES)(
      'lists a $status module to $viewer: $isOpen',
      async ({ status, viewer, isOpen }) => {
        await setStatus('boardforge', status);
        expect((await listSlugs(viewer)).includes('boardforge')).toBe(isOpen);
      },
    );

    it('gives each module its name, status, description, last update and Beta flag', async () => {
      await setStatus('boardforge', 'ready');
      const response = await call(t, 'GET', '/api/modules', tokens.premium);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { modules } = response.json();
      expect(modules.find((module: { slug: string }) => module.slug === 'boardforge')).toEqual({
        slug: 'boardforge',
        name: 'BoardForge',
        status: 'ready',
        previewUrl: '/preview/boardforge',
        description: 'Plan KvK moves on a strategy board.',
        lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        isBeta: true,
      });
      const live = modules.find((module: { slug: string }) => module.slug === 'mailforge');
      expect(live).toMatchObject({ status: 'live', isBeta: false });
    });

    it('shows a visitor only the live modules, an admin every one', async () => {
      await setStatus('mailforge-v3', 'live');
      expect((await listSlugs('visitor')).sort()).toEqual(['mailforge', 'mailforge-v3']);
      expect(await listSlugs('admin')).toEqual([
        'mailforge',
        'boardforge',
        'community-gallery',
        'chatforge',
        'chronoforge',
        'mailforge-v2',
        'mailforge-v3',
      ]);
    });

    it('treats a lapsed premium as a free player', async () => {
      await setStatus('boardforge', 'ready');
      const response = await call(t, 'GET', '/api/modules', expired.token);
      const slugs = response.json().modules.map((module: { slug: string }) => module.slug);
      expect(slugs).not.toContain('boardforge');
      expect(slugs).toContain('mailforge');
    });
  });

  describe('the private pages', () => {
    it.each(CASES)(
      'a $status module: $viewer gets its pages ($isOpen)',
      async ({ status, viewer, isOpen }) => {
        for (const [slug, urls] of Object.entries(MODULE_PAGES)) {
          await setStatus(slug, status);
          for (const url of urls) {
            const response = await openPage(url, viewer);
            expect(response.statusCode, `${viewer} ${url}`).toBe(isOpen ? 200 : 404);
            expect(response.body, url).toBe(isOpen ? PREVIEW : NOT_FOUND);
            expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
            expect(response.headers['cache-control']).toBe('no-store');
          }
        }
      },
    );

    it.each(VIEWERS)('the original home page is the admin’s only: %s', async (viewer) => {
      const response = await openPage('/private-dev/original-home', viewer);
      expect(response.statusCode).toBe(viewer === 'admin' ? 200 : 404);
    });

    it('answers 404 for a preview no module names, even to the admin', async () => {
      for (const viewer of VIEWERS) {
        const response = await openPage('/preview/not-a-tool', viewer);
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(NOT_FOUND);
      }
    });

    it('closes a page at once when its module goes back to development', async () => {
      await setStatus('boardforge', 'live');
      expect((await openPage('/preview/boardforge', 'visitor')).statusCode).toBe(200);
      await setStatus('boardforge', 'development');
      expect((await openPage('/preview/boardforge', 'visitor')).statusCode).toBe(404);
      expect((await openPage('/preview/boardforge', 'admin')).statusCode).toBe(200);
    });

    it('reads a signed-out or unknown cookie as a visitor and clears it', async () => {
      await setStatus('boardforge', 'ready');
      const response = await t.app.inject({
        method: 'GET',
        url: '/preview/boardforge',
        cookies: { [SESSION_COOKIE]: 'not-a-session' },
      });
      expect(response.statusCode).toBe(404);
      expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    });

    it('a bearer token opens no page: pages read the cookie only', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/private-dev/original-home',
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(response.statusCode).toBe(404);
    });

    it.each(CASES)(
      'a $status module: a path differing only in letter case answers $viewer as its own does',
      async ({ status, viewer, isOpen }) => {
        for (const slug of Object.keys(MODULE_PAGES)) await setStatus(slug, status);
        for (const url of [
          '/Community',
          '/COMMUNITY-Gallery-Preview',
          '/Preview/boardforge',
          '/ADMIN/preview/mailforge-v2',
          '/Admin/Tools/mailforge-v3',
        ]) {
          const response = await openPage(url, viewer);
          expect(response.statusCode, `${viewer} ${url}`).toBe(isOpen ? 200 : 404);
          expect(response.body, url).toBe(isOpen ? PREVIEW : NOT_FOUND);
        }
        const original = await openPage('/Private-Dev/Original-Home', viewer);
        expect(original.statusCode).toBe(viewer === 'admin' ? 200 : 404);
      },
    );

    it('answers a preview name the database cannot store (NUL) with 400, not 500', async () => {
      for (const url of ['/preview/%00', '/preview/a%00b']) {
        const response = await openPage(url, 'visitor');
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          error: UNSTORABLE_TEXT_MESSAGE,
          fieldErrors: { slug: [UNSTORABLE_TEXT_MESSAGE] },
        });
      }
    });

    it('leaves the pages no module gates alone', async () => {
      const home = await openPage('/', 'visitor');
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(HOME);
    });
  });

  describe("a closed module's API", () => {
    const calls = [
      ['PATCH', '/api/community/messages'],
      ['PUT', '/api/community/categories'],
      ['DELETE', '/api/dev/community/languages'],
      ['POST', '/api/community/messages/1'],
    ] as const;

    it.each(CASES)(
      'a $status module: $viewer gets 405 for a method it does not take only when open ($isOpen)',
      async ({ status, viewer, isOpen }) => {
        await setStatus('community-gallery', status);
        for (const [method, url] of calls) {
          const response = await call(t, method, url, tokens[viewer]);
          expect(response.statusCode, `${viewer} ${method} ${url}`).toBe(isOpen ? 405 : 404);
          if (isOpen) expect(response.headers.allow).toBeDefined();
          else {
            expect(response.headers.allow).toBeUndefined();
            expect(response.json()).toMatchObject({ success: false, error: 'Not found' });
          }
        }
      },
    );
  });

  describe('requireModule, for an API a module owns', () => {
    it.each(CASES)(
      'a $status module: $viewer may call it ($isOpen)',
      async ({ status, viewer, isOpen }) => {
        await setStatus('boardforge', status);
        const response = await call(t, 'GET', '/api/test-owned/boardforge', tokens[viewer]);
        expect(response.statusCode).toBe(isOpen ? 200 : 404);
        if (!isOpen) expect(response.json()).toMatchObject({ success: false, error: 'Not found' });
      },
    );
  });
});
