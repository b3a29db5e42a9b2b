import { expect, type Page } from '@playwright/test';
import { isFirstHeadingKept, watchFirstLoad } from './support/first-load.ts';
import { test } from './support/test.ts';

// The first load as a phone gets it (docs/decisions/007-react-prerendered-and-precompressed.md).

test('the home page comes prerendered, compressed, naming the chunks its app starts with', async ({
  request,
}) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers().vary).toContain('accept-encoding');
  const html = await response.text();
  expect(html).toMatch(/<div id="root">.*<h1[^>]*>Forge your kingdom mail<\/h1>/s);
  // The app's scripts are the start script's to add, after the first paint.
  expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  const start = html.match(
    /<script defer src="(\/assets\/start-[^"]+\.js)" data-entry="(\/assets\/[^"]+\.js)" data-modules="([^"]*)"><\/script>/,
  );
  expect(start).toBeTruthy();
  const [, startScript, entry, modules] = start as RegExpMatchArray;
  expect((modules as string).split(' ')).toContainEqual(
    expect.stringMatching(/^\/assets\/home-page-[^ ]+\.js$/),
  );
  for (const script of [startScript, entry]) {
    const asset = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  }
});

test('the app is fetched only once the page is painted, and then takes it over', async ({
  page,
}) => {
  await page.goto('/');
  const { painted, fetched } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/(index|vendor)-[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(painted).toBeGreaterThan(0);
  expect(fetched).toHaveLength(2);
  for (const start of fetched) expect(start).toBeGreaterThan(painted as number);
  // Started: the tool answers.
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  await expect(page.getByTestId('mode-panel-manual')).toBeVisible();
});

test('a path no route knows answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages are on screen', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Forge your kingdom mail'],
      ['/auth/signin', 'Sign in'],
      ['/auth/signup', 'Create your account'],
    ]) {
      await page.goto(path as string);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the sign-in form, sent by the browser itself, never puts the password in an address', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/auth/signin');
    await signInFormFilled(page);
    await Promise.all([page.waitForEvent('framenavigated'), page.keyboard.press('Enter')]);
    expect(addresses.filter((address) => address.includes(PASSWORD))).toEqual([]);
  });
});

const PASSWORD = 'hunter2-never-in-a-url';

async function signInFormFilled(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('player@example.com');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(PASSWORD);
  await password.focus();
}

test('before its app has started, the sign-in form is not sent at all', async ({ page }) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  // The app never starts: its entry cannot be fetched.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/auth/signin', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await signInFormFilled(page);
  const navigated = page.waitForEvent('framenavigated', { timeout: 1500 }).then(
    () => true,
    () => false,
  );
  await page.keyboard.press('Enter');
  expect(await navigated).toBe(false);
  expect(new URL(page.url()).search).toBe('');
  expect(addresses.filter((address) => address.includes(PASSWORD))).toEqual([]);
});

test('a first visit takes the prerendered page over without a hydration error', async ({
  page,
}) => {
  const errors = await watchFirstLoad(page);
  await page.goto('/');
  const draft = page.getByRole('textbox').first();
  await draft.fill('rally at the pass 20:00 UTC');
  await expect(page.getByTestId('char-counter').first()).toHaveText(/^27 \/ 2000/);
  expect(await isFirstHeadingKept(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a returning player with a saved draft gets their draft over the prerendered page', async ({
  page,
}) => {
  const errors = await watchFirstLoad(page);
  await page.addInitScript(() => localStorage.setItem('mf_draft_new', 'my saved rally plan'));
  await page.goto('/');
  await expect(page.getByRole('textbox').first()).toHaveValue('my saved rally plan');
  expect(await isFirstHeadingKept(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('what a returning player types before the app has started is kept by its fresh render', async ({
  page,
}) => {
  const errors = await watchFirstLoad(page);
  // A saved draft: this browser renders afresh over the prerendered page (main.tsx).
  await page.addInitScript(() => localStorage.setItem('mf_draft_new', 'my saved rally plan'));
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // DOMContentLoaded waits for module scripts: only the HTML is there at 'commit'.
  await page.goto('/auth/signin', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  const prerenderedEmail = await email.elementHandle();
  await email.fill('early@k1234.example');
  releaseScripts();
  // The app replaced the prerendered form: its own field holds what was typed, in its state too.
  await page.waitForFunction((field) => !field?.isConnected, prerenderedEmail);
  await expect(email).toHaveValue('early@k1234.example');
  await expect(email).toBeFocused();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('robots.txt, the manifest and each page title are real files, not the app', async ({
  request,
  page,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /admin/');
  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()).short_name).toBe('MailForge');

  const signIn = await (await request.get('/auth/signin')).text();
  expect(signIn).toContain('<title>Sign In — MailForge</title>');
  await page.goto('/');
  await expect(page).toHaveTitle('MailForge — Rise of Kingdoms mail formatter');
  await page.goto('/account');
  // Signed out, the account page sends the player to sign in; the title follows the page.
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page).toHaveTitle('Sign In — MailForge');
});

test('with the fallback fonts (Noto Sans not there in time), no page scrolls sideways', async ({
  page,
}) => {
  // Interface fonts are font-display optional: a first visit on a slow line keeps the system's.
  await page.route('**/*.woff2', (route) => route.abort());
  for (const path of ['/', '/auth/signin', '/auth/signup', '/__forgeadmin', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('no page breaks its Content-Security-Policy, not even by probing for eval', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of ['/', '/auth/signin', '/auth/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The forms' schemas are created and used.
    if (path !== '/') await page.getByRole('button', { name: /Sign In|Create Account/ }).click();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
