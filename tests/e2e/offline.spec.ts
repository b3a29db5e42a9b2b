import { type BrowserContext, expect, type Page } from '@playwright/test';
import { TIMINGS } from '../../src/shared/constants.ts';
import { readFixtures } from './support/fixtures.ts';
import { actAsModelServer, signIn, signUp } from './support/helpers.ts';
import { test } from './support/test.ts';

// A phone on mobile data loses its network. The built-in engine runs in the page (a Web Worker),
// so AI Assist still writes the mail; with a model configured, the page's engine answers when the
// model cannot be reached, and says so. FORMAT MESSAGE never spins on.

const DRAFT = 'rally at the pass X:512 Y:740 at 20:00 UTC, full marches';
const OTHER_DRAFT = 'shield up tonight, the enemy rallies X:100 Y:200 at 22:00 UTC';
const UNREACHABLE =
  'The AI model could not be reached, so the built-in engine on your device wrote this mail.';

const draftBox = (page: Page) => page.getByRole('textbox', { name: 'Your draft' });
const formatButton = (page: Page) => page.getByRole('button', { name: 'FORMAT MESSAGE' });
const forgingButton = (page: Page) => page.getByRole('button', { name: 'FORGING YOUR MAIL…' });
const output = (page: Page) => page.getByTestId('final-dispatch-output');

/** Opens / and types the draft, which starts the page's engine; resolves once it runs. */
async function openWithDraft(page: Page) {
  await page.goto('/');
  const started = page.waitForEvent('worker');
  const learnt = page.waitForResponse((r) => r.url().endsWith('/api/format-engine'));
  await draftBox(page).fill(DRAFT);
  const worker = await started;
  await worker.evaluate(() => true);
  await learnt;
}

/** Counts what the page sends to a path of the API from now on. */
function countRequests(page: Page, path: string) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.count += 1;
  });
  return sent;
}

test('a signed-in player formats offline; the mail is kept in My mail once the connection returns', async ({
  page,
  context,
}, testInfo) => {
  await signUp(page, {
    email: `offline-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`,
    password: 'Forge2025Mail',
  });
  await openWithDraft(page);
  // A first mail online brings the answer's view (Final Dispatch, its Discord and keeping code).
  await formatButton(page).click();
  await expect(output(page)).toHaveValue(/X:512 Y:740/);
  await expect(page.getByTestId('final-dispatch-warnings')).toHaveCount(0);
  await draftBox(page).fill(OTHER_DRAFT);
  const formats = countRequests(page, '/api/format-message');
  const keeps = countRequests(page, '/api/history');
  await context.setOffline(true);

  await formatButton(page).click();
  await expect(output(page)).toHaveValue(/X:100 Y:200/);
  await expect(page.getByTestId('final-dispatch-engine')).toContainText('built-in engine');
  await expect(draftBox(page)).toHaveValue(OTHER_DRAFT);
  const mail = await output(page).inputValue();

  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/api/history') && r.request().method() === 'POST',
  );
  await context.setOffline(false);
  expect((await kept).status()).toBe(201);
  expect(formats.count).toBe(0);
  expect(keeps.count).toBe(1);

  await page.goto('/account');
  const keptMails = page.getByRole('region', { name: 'My mail' }).getByRole('article');
  // The mail online, and the one kept offline exactly once, newest first.
  await expect(keptMails).toHaveCount(2);
  await expect(keptMails.filter({ hasText: 'X:100 Y:200' })).toHaveCount(1);
  const history = await page.evaluate(async () => (await fetch('/api/history')).json());
  const mails = history.entries.map(
    (entry: { formattedMessage: string }) => entry.formattedMessage,
  );
  expect(mails.filter((formatted: string) => formatted === mail)).toHaveLength(1);
  expect(mails[0]).toBe(mail);
});

test('a first visit offline, before the engine could load: nothing is sent, the player is told, the draft stays', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const formats = countRequests(page, '/api/format-message');
  await context.setOffline(true);
  await draftBox(page).fill(DRAFT);
  await formatButton(page).click();
  await expect(page.getByText(/You are offline/).first()).toBeVisible({ timeout: 3000 });
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(DRAFT);
  expect(formats.count).toBe(0);

  await context.setOffline(false);
  await formatButton(page).click();
  await expect(page.getByTestId('ai-result')).toBeVisible();
});

test('with a model, the network lost while the mail is being forged: the engine in the page answers and says why', async ({
  page,
  context,
}) => {
  await actAsModelServer(page);
  await openWithDraft(page);
  // A first answer from the server brings the answer's view.
  await formatButton(page).click();
  await expect(page.getByTestId('final-dispatch-engine')).toContainText('built-in engine');
  await expect(page.getByTestId('final-dispatch-warnings')).toHaveCount(0);
  await draftBox(page).fill(OTHER_DRAFT);
  // The answer is held, as on a connection that has just dropped.
  await page.route('**/api/format-message', () => {});
  await formatButton(page).click();
  await expect(forgingButton(page)).toBeVisible();
  await context.setOffline(true);
  // Well before the request's 30-second timeout: the page answers once the network is gone (a
  // loaded machine may take seconds to start the page's engine).
  await expect(output(page)).toHaveValue(/X:100 Y:200/, {
    timeout: TIMINGS.formatRequestTimeoutMs / 3,
  });
  await expect(page.getByTestId('final-dispatch-warnings')).toContainText(UNREACHABLE);
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(OTHER_DRAFT);
});

test('with a model that answers 500, the engine in the page answers and says why', async ({
  page,
}) => {
  await actAsModelServer(page);
  await openWithDraft(page);
  await page.route('**/api/format-message', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Internal server error' } }),
  );
  await formatButton(page).click();
  await expect(output(page)).toHaveValue(/X:512 Y:740/);
  await expect(page.getByTestId('final-dispatch-warnings')).toContainText(UNREACHABLE);
});

test('with a model whose answer never comes, the engine in the page answers after the request timeout', async ({
  page,
}) => {
  await page.clock.install();
  await actAsModelServer(page);
  await openWithDraft(page);
  await page.route('**/api/format-message', () => {});
  await formatButton(page).click();
  await expect(forgingButton(page)).toBeVisible();
  await page.clock.runFor(TIMINGS.formatRequestTimeoutMs - 1000);
  await expect(forgingButton(page)).toBeVisible();
  await page.clock.runFor(1000);
  // The page's engine may be starting only now (its worker fetched and compiled on first use), and
  // its start waits on timers of its own: let time flow again from here.
  await page.clock.resume();
  await expect(output(page)).toHaveValue(/X:512 Y:740/, { timeout: 20_000 });
  await expect(page.getByTestId('final-dispatch-warnings')).toContainText(UNREACHABLE);
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(DRAFT);
});

// The network cut before a part of the app was ever fetched (no service worker: a first visit).
test.describe('a part whose code cannot be fetched', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Manual Builder offline says so with Retry in place, keeps the draft, and loads once back online', async ({
    page,
    context,
  }) => {
    await openWithDraft(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /Manual Builder/ }).tap();

    const panel = page.getByTestId('mode-panel-manual');
    const failed = panel.getByTestId('part-load-failed');
    await expect(failed.getByRole('alert')).toContainText('could not be loaded');
    // The rest of the page stays, and nothing the player typed was cleared by the switch.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /AI Assist/ }).tap();
    await expect(draftBox(page)).toHaveValue(DRAFT);

    // Back online, the part loads by itself, its style sheet too (the preview's game font).
    await context.setOffline(false);
    await page.getByRole('button', { name: /Manual Builder/ }).tap();
    await expect(panel.getByTestId('manual-builder')).toBeVisible();
    await expect(panel.locator('.mail-font').first()).toHaveCSS('font-family', /Noto Sans Mail/);
  });

  test('on a connection that drops what it fetches, Retry loads the part once it gets through', async ({
    page,
  }) => {
    await openWithDraft(page);
    // The browser believes it is online; the chunk's request fails all the same.
    const manualBuilderCode = /\/assets\/manual-builder-[\w-]+\.js$/;
    await page.route(manualBuilderCode, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /Manual Builder/ }).tap();
    const panel = page.getByTestId('mode-panel-manual');
    const failed = panel.getByTestId('part-load-failed');
    const retry = failed.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await retry.tap();
    await expect(retry).toBeVisible();

    await page.unroute(manualBuilderCode);
    await retry.tap();
    await expect(panel.getByTestId('manual-builder')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('Symbols offline says so in place; coming back online loads the picker by itself', async ({
    page,
    context,
  }) => {
    await openWithDraft(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Symbols', exact: true }).tap();
    await expect(page.getByTestId('part-load-failed').getByRole('alert')).toBeVisible();
    await expect(draftBox(page)).toHaveValue(DRAFT);
    await expect(formatButton(page)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('symbol-picker')).toBeVisible();
    await expect(page.getByTestId('part-load-failed')).toHaveCount(0);
  });
});

// A player who opened MailForge once: the service worker keeps the app, so it opens and works with
// no connection, and the screens that need the server say they are offline.
test.describe('the app offline, once visited', () => {
  test.use({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // The worker's install fetches the whole app on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  async function visitOnce(page: Page) {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 45_000,
    });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  /**
   * A visit that used AI Assist once online (which learns the server's engine, as a player's first
   * visit does), then a reload with no connection, which brings the saved draft back.
   */
  async function reloadOfflineAfterUse(page: Page, context: BrowserContext) {
    await visitOnce(page);
    const learnt = page.waitForResponse((r) => r.url().endsWith('/api/format-engine'));
    await draftBox(page).fill(DRAFT);
    await learnt;
    await context.setOffline(true);
    await page.reload();
    await expect(draftBox(page)).toHaveValue(DRAFT);
  }

  test('opens with no connection; the Manual Builder styles and copies; the gallery says it is offline until the network is back', async ({
    page,
    context,
  }) => {
    await visitOnce(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Manual Builder/ }).tap();
    const panel = page.getByTestId('mode-panel-manual');
    const mail = panel.getByLabel('Your mail');
    await mail.fill('Rally at dawn');
    await mail.evaluate((area: HTMLTextAreaElement) => {
      area.focus();
      area.setSelectionRange(0, 5);
    });
    await page.keyboard.press('Control+b');
    await expect(mail).toHaveValue('<b>Rally</b> at dawn');
    const dispatch = panel.getByTestId('final-dispatch');
    await dispatch.getByRole('button', { name: 'Copy', exact: true }).tap();
    await expect(dispatch.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<b>Rally</b> at dawn');

    await page.goto('/community');
    const offline = page.getByTestId('offline-page');
    await expect(offline).toContainText('You are offline');
    await expect(offline).toContainText('needs a connection');

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    // The first answers after the network is back may still fail in Playwright's emulation of
    // the worker's network; a fresh visit is what a player would see.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Community gallery' })).toBeVisible();
  });

  test('reloaded with no connection, AI Assist formats in every variant on the phone and the mail copies', async ({
    page,
    context,
  }) => {
    await reloadOfflineAfterUse(page, context);
    const formats = countRequests(page, '/api/format-message');

    const variants: { words: RegExp; tone?: string; intensity?: RegExp }[] = [
      { words: /Keep my words/ },
      { words: /^Rewrite/, tone: 'Motivational', intensity: /^Balanced/ },
      { words: /^Rewrite/, tone: 'Direct', intensity: /^Full/ },
    ];
    let previous = '';
    for (const { words, tone, intensity } of variants) {
      await page.getByRole('button', { name: words }).tap();
      if (tone) await page.getByRole('button', { name: new RegExp(`^${tone}`) }).tap();
      if (intensity) await page.getByRole('button', { name: intensity }).tap();
      await formatButton(page).tap();
      await expect(output(page)).toHaveValue(/X:512 Y:740/);
      await expect(output(page)).not.toHaveValue(previous);
      previous = await output(page).inputValue();
    }
    expect(formats.count).toBe(0);
    const dispatch = page.getByTestId('final-dispatch');
    await dispatch.getByRole('button', { name: 'Copy', exact: true }).tap();
    await expect(dispatch.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(previous);
  });

  test('reloaded with no connection, a draft in another language is rewritten with the lines of its language, never fetched before', async ({
    page,
    context,
  }) => {
    await reloadOfflineAfterUse(page, context);
    // The page's engine has written no Russian mail yet: its Russian lines come from what the
    // first visit kept.
    await draftBox(page).fill('ралли у перевала X:512 Y:740 в 20:00 UTC, все полными маршами');
    await page.getByRole('button', { name: /^Rewrite/ }).tap();
    await page.getByRole('button', { name: /^Motivational/ }).tap();
    await page.getByRole('button', { name: /^Balanced/ }).tap();
    await formatButton(page).tap();
    await expect(output(page)).toHaveValue(/X:512 Y:740/);
    const mail = await output(page).inputValue();
    // Every word the engine wrote is Russian: a line it could not load would have been an error.
    expect(mail.replace(/<[^>]+>|UTC|X:\d+|Y:\d+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    // The tone's closing, from the Russian lines.
    expect(mail).toMatch(/<i>[^<]*[А-Яа-яЁё]/u);
  });

  test('a premium player fills a template offline', async ({ page, context }) => {
    await signIn(page, readFixtures().premiumUser);
    await visitOnce(page);
    // Opened again online: who is signed in comes through the worker, which keeps the answer.
    const keptUser = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/me') && response.fromServiceWorker(),
    );
    await page.reload();
    await keptUser;
    await context.setOffline(true);
    await page.reload();

    const card = page.getByRole('button', { name: /Templates/ });
    await card.tap();
    const panel = page.getByTestId('templates-panel');
    const library = panel.getByTestId('templates-library');
    await expect(library).toBeVisible();
    await library.getByRole('button', { name: /^War Announcement/ }).tap();
    await panel
      .getByRole('textbox', { name: 'Template details' })
      .fill('alliance_name: [ROME]\nenemy alliance: [CART]');
    await expect(panel.getByTestId('template-preview')).toContainText('[ROME] vs [CART]');
  });
});
