import { type Browser, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/constants.ts';
import { SESSION_HINT_STORAGE_KEY } from '../../src/web/lib/storage.ts';
import { readFixtures } from './support/fixtures.ts';
import {
  clickAndCaptureFormat,
  expectNoSeriousViolations,
  expectNoSidewaysOverflow,
  findToolLink,
  signIn,
  signInAsAdmin,
  toasts,
} from './support/helpers.ts';
import { text } from './support/locales.ts';
import { test } from './support/test.ts';

/**
 * Issue 18: the board moves the mail tool's second and third versions, and who may open them (and
 * whether the home page's AI Assist result has the Commander Customizer) follows at once. These two
 * modules are global, so this spec runs in the desktop project only (playwright.config.ts) and
 * opens a 390×844 touch context for the phone's checks.
 */
const MODULES = [
  { slug: 'mailforge-v2', name: 'MailForge v2' },
  { slug: 'mailforge-v3', name: 'MailForge v3' },
] as const;
const PAGES = [
  '/admin/preview/mailforge-v2',
  '/preview/mailforge-v2',
  '/preview/mailforge-v3',
  '/admin/tools/mailforge-v3',
];
const DRAFT =
  'war meeting tonight\n\njoin the rally at 20:00 UTC\ndefend the flag at X:120 Y:340\ngather resources before the war';

/** The in-game preview paints the mail in the player's colours (the rally banner's red). */
const OWN_COLOURS = { exclude: ['[data-testid="mail-preview-body"]'] };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// The tests below move the same global modules: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

async function openContext(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext(
    isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Each module page answers 200 with its page, or 404 with the not-found page. */
async function expectPages(page: Page, isOpen: boolean) {
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), `${path}: status`).toBe(isOpen ? 200 : 404);
    const heading = page.getByRole('heading', { level: 1 });
    if (isOpen) await expect(heading, path).not.toHaveText('404 Page Not Found');
    else await expect(heading, path).toHaveText('404 Page Not Found');
  }
}

/** Moves both modules on the admin board to `status` with its buttons. */
async function moveBoth(admin: Page, action: string, label: string) {
  await admin.goto('/admin/dashboard');
  for (const { slug, name } of MODULES) {
    const card = admin.getByTestId(`module-${slug}`);
    await card.getByRole('button', { name: `${action}: ${name}` }).click();
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
}

/** Formats the draft on the home page and waits for the answer and the modules it asks for. */
async function formatOnHome(page: Page) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your draft' }).fill(DRAFT);
  // The open modules may already be known (a visitor's header asks once the page is idle).
  await clickAndCaptureFormat(page, page.getByRole('button', { name: 'FORMAT MESSAGE' }));
  const result = page.getByTestId('ai-result');
  await expect(result.getByTestId('final-dispatch')).toBeVisible();
  return result;
}

function output(result: Locator) {
  return result.getByTestId('final-dispatch-output');
}

/** Selects the area's first line with the keyboard (the toolbar's way in without a mouse). */
async function selectFirstLine(area: Locator) {
  await area.focus();
  await area.press('Control+Home');
  await area.press('Shift+End');
}

/** Back to development whatever happened, so the other specs see the modules as seeded. */
async function restore(admin: Page) {
  const origin = new URL(admin.url()).origin;
  for (const { slug } of MODULES) {
    await admin.request.post(`/api/admin/modules/${slug}/status`, {
      data: { status: 'development' },
      headers: { Origin: origin },
    });
  }
}

test('the board rolls the second and third versions out: admin, premium (Beta), everyone with the home customizer, and back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const premium = await openContext(browser, false);
  const visitor = await openContext(browser, false);
  const phone = await openContext(browser, true);

  try {
    await signInAsAdmin(page);
    await signIn(premium.page, readFixtures().premiumUser);
    for (const { slug } of MODULES) {
      await expect(
        page.getByTestId(`module-${slug}`).getByText('Development', { exact: true }),
      ).toBeVisible();
    }

    // Development: the admin's only.
    await expectPages(page, true);
    await expectPages(premium.page, false);
    await expectPages(visitor.page, false);

    // Ready: premium players too, marked Beta; visitors still find nothing.
    await moveBoth(page, 'Mark as Ready', 'Ready');
    await expectPages(premium.page, true);
    const listed = await premium.page.request.get('/api/modules');
    const open = ((await listed.json()) as { modules: { slug: string; isBeta: boolean }[] })
      .modules;
    for (const { slug } of MODULES) {
      expect(open.find((module) => module.slug === slug)?.isBeta, slug).toBe(true);
    }
    await premium.page.goto('/');
    await expect(await findToolLink(premium.page, false, 'MailForge v2 (Beta)')).toBeVisible();
    await expectPages(visitor.page, false);

    // Live: everyone, and the home page's AI Assist result has the Commander Customizer.
    await moveBoth(page, 'Push Live', 'Live');
    await expectPages(visitor.page, true);

    const result = await formatOnHome(visitor.page);
    const toggle = result.getByRole('button', { name: 'Commander Customizer' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await result.getByRole('button', { name: 'Rally', exact: true }).click();
    await expect(output(result)).toHaveValue(/RALLY NOTICE[\s\S]*END/);

    const resent = await clickAndCaptureFormat(
      visitor.page,
      result.getByRole('switch', { name: 'Smart Bullets' }),
    );
    // On at first (the first answer has bullets): switched off, the mail comes back without them.
    expect(resent).toMatchObject({ message: DRAFT, smartBullets: false });
    await expect(output(result)).not.toHaveValue(/• /);
    await expect(output(result)).toHaveValue(/RALLY NOTICE/);

    await result.getByRole('button', { name: 'Save Preset' }).click();
    await expect(toasts(visitor.page).getByText('Preset Name Required')).toBeVisible();
    await result.getByLabel('Preset Name').fill('Rally night');
    await result.getByRole('button', { name: 'Save Preset' }).click();
    await expect(toasts(visitor.page).getByText('Preset Saved')).toBeVisible();
    await result.getByRole('button', { name: 'Rally', exact: true }).click();
    await expect(output(result)).not.toHaveValue(/RALLY NOTICE/);
    await result.getByRole('button', { name: 'Load preset Rally night' }).click();
    await expect(toasts(visitor.page).getByText('Preset Loaded')).toBeVisible();
    await expect(output(result)).toHaveValue(/RALLY NOTICE/);

    await result.getByRole('button', { name: 'Enter Manual Customizer Mode' }).click();
    const area = result.getByRole('textbox', { name: 'Manual Customizer Mode' });
    await expect(area).toHaveValue(await output(result).inputValue());
    await area.press('Control+End');
    await area.pressSequentially('\n<div>Hold</div> the line');
    await expect(area).toHaveValue(/\nHold the line$/);
    await selectFirstLine(area);
    const toolbar = result.getByRole('toolbar', { name: 'Style the selected text' });
    await expect(toolbar).toBeVisible();
    await toolbar.getByRole('button', { name: 'Size 28 (Medium)' }).click();
    await expect(area).toHaveValue(/^<size=28>/);
    await area.press('Escape');
    await expect(toolbar).toBeHidden();
    await expectNoSeriousViolations(
      visitor.page,
      'home with the customizer (desktop)',
      OWN_COLOURS,
    );
    await result.getByRole('button', { name: 'Exit Manual Mode' }).click();
    await expect(output(result)).toHaveValue(/^<size=28>[\s\S]*Hold the line/);

    const dispatch = result.getByTestId('final-dispatch');
    await dispatch.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(dispatch.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await visitor.page.evaluate(() => navigator.clipboard.readText())).toBe(
      await output(result).inputValue(),
    );

    // The phone: the same by touch, the toolbar a bar at the bottom of the screen.
    const phoneResult = await formatOnHome(phone.page);
    await phoneResult.getByRole('button', { name: 'Commander Customizer' }).tap();
    await phoneResult.getByRole('button', { name: 'Enter Manual Customizer Mode' }).tap();
    const phoneArea = phoneResult.getByRole('textbox', { name: 'Manual Customizer Mode' });
    await selectFirstLine(phoneArea);
    const phoneToolbar = phoneResult.getByRole('toolbar', { name: 'Style the selected text' });
    await expect(phoneToolbar).toBeVisible();
    const bar = await phoneToolbar.boundingBox();
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(844);
    expect(bar?.width).toBeGreaterThan(380);
    const gold = phoneToolbar.getByRole('button', { name: 'Colour Gold' });
    const target = await gold.boundingBox();
    expect(target?.width).toBeGreaterThanOrEqual(44);
    expect(target?.height).toBeGreaterThanOrEqual(44);
    await gold.tap();
    await expect(phoneArea).toHaveValue(/<color=#8B6914>/);
    await expectNoSeriousViolations(phone.page, 'home with the customizer (phone)', OWN_COLOURS);
    await phoneToolbar.getByRole('button', { name: 'Close the style toolbar' }).tap();
    await expect(phoneToolbar).toBeHidden();

    // Back to development: hidden again for the visitor and the premium player.
    await moveBoth(page, 'Back to Dev', 'Development');
    await expectPages(visitor.page, false);
    await expectPages(premium.page, false);
    const hidden = await formatOnHome(visitor.page);
    await expect(hidden.getByRole('button', { name: 'Commander Customizer' })).toHaveCount(0);
  } finally {
    await restore(page);
    await premium.close();
    await visitor.close();
    await phone.close();
  }
});

/** A phone at 390×844 with touch, in `language` from its first page. */
async function openPhone(browser: Browser, language: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: language,
  });
  await context.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Opens `path` in the page's language and waits for its heading. */
async function openScreen(page: Page, language: string, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Every screen a visitor or a signed-in player reaches, in the page's language: the home page with
 * each mode open and a formatted mail in Final Dispatch (the Commander Customizer open where the
 * versions are live), the versions' pages, the gallery, My mail, the account and sign-in pages,
 * and the phone's menu. Nothing may stick out sideways on either side.
 */
async function expectEveryScreenFits(page: Page, language: string, versionsLive: boolean) {
  const what = (screen: string) => `${language}, ${screen}`;
  await openScreen(page, language, '/');
  await expectNoSidewaysOverflow(page, what('home'));
  const menu = page.getByRole('button', { name: text(language, 'header.openMenu') });
  await menu.tap();
  await expectNoSidewaysOverflow(page, what('home with the menu open'));
  await page.getByRole('button', { name: text(language, 'header.closeMenu') }).tap();

  // The page opens on the mode the player left it in.
  const modes = page.getByRole('group', { name: text(language, 'home.modes.label') });
  await modes.getByRole('button', { name: text(language, 'home.modes.new.name') }).tap();
  await page.getByRole('textbox', { name: text(language, 'mailTool.ai.draftLabel') }).fill(DRAFT);
  // The page's own engine writes the mail (the e2e server's engine is the built-in one).
  await page.getByRole('button', { name: text(language, 'mailTool.ai.format') }).tap();
  const result = page.getByTestId('ai-result');
  await expect(result.getByTestId('final-dispatch-output')).not.toHaveValue('');
  await expectNoSidewaysOverflow(page, what('AI Assist with its mail'));
  const customizer = result.getByRole('button', { name: text(language, 'customizer.title') });
  await expect(customizer).toHaveCount(versionsLive ? 1 : 0);
  if (versionsLive) {
    await customizer.tap();
    await expectNoSidewaysOverflow(page, what('AI Assist with the Commander Customizer open'));
  }

  await modes.getByRole('button', { name: text(language, 'home.modes.manual.name') }).tap();
  const builder = page.getByTestId('manual-builder');
  await builder
    .getByRole('textbox', { name: text(language, 'manualBuilder.textLabel') })
    .fill(
      '<size=32><color=#8B6914><b>War meeting tonight</b></color></size>\nJoin the rally at 20:00 UTC',
    );
  await expect(builder.getByTestId('final-dispatch')).toBeVisible();
  await expectNoSidewaysOverflow(page, what('Manual Builder with its mail'));
  await modes.getByRole('button', { name: text(language, 'home.modes.template.name') }).tap();
  await expect(page.getByTestId('mode-panel-template')).toBeVisible();
  await expectNoSidewaysOverflow(page, what('Templates'));

  for (const path of [
    ...(versionsLive ? ['/preview/mailforge-v2', '/preview/mailforge-v3'] : []),
    '/community',
    '/my-mail',
    '/account',
    '/auth/signin',
  ]) {
    await openScreen(page, language, path);
    await expectNoSidewaysOverflow(page, what(path));
  }
}

/** A fresh free player, signed in in `page`'s browser through the API. */
async function signUpThroughApi(page: Page, language: string, testInfo: TestInfo) {
  await page.goto('/auth/signin');
  const origin = new URL(page.url()).origin;
  const email = `sideways-${language}-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const response = await page.request.post('/api/auth/signup', {
    data: { email, password: 'Forge2025Mail' },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(201);
  // What the app notes after its own sign-up: this browser holds a session to ask about.
  await page.evaluate((key) => localStorage.setItem(key, '1'), SESSION_HINT_STORAGE_KEY);
}

for (const versionsLive of [false, true]) {
  test.describe(`at 390×844 with the gallery live and the versions ${versionsLive ? 'live' : 'in development'}`, () => {
    let admin: { page: Page; close: () => Promise<void> } | undefined;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      admin = { page, close: () => context.close() };
      // Through the API: the board's buttons are another test's (and its screen is slow to load).
      await page.goto('/auth/signin');
      const origin = new URL(page.url()).origin;
      const signedIn = await page.request.post('/api/auth/signin', {
        data: readFixtures().admin,
        headers: { Origin: origin },
      });
      expect(signedIn.ok(), 'admin sign-in').toBe(true);
      // Wherever a test before left them (a timed-out one may not have put them back).
      await restore(page);
      for (const { slug } of MODULES) {
        const listed = await page.request.get(`/api/admin/modules/${slug}`);
        const { module } = (await listed.json()) as { module: { status: string } };
        expect(module.status, slug).toBe('development');
      }
      if (!versionsLive) return;
      for (const status of ['ready', 'live']) {
        for (const { slug } of MODULES) {
          const moved = await page.request.post(`/api/admin/modules/${slug}/status`, {
            data: { status },
            headers: { Origin: origin },
          });
          expect(moved.status(), `${slug} to ${status}`).toBe(200);
        }
      }
    });
    test.afterAll(async () => {
      if (!admin) return;
      await restore(admin.page);
      await admin.close();
    });

    if (versionsLive) {
      test("the admin's header at 1,366 px names the versions in its Tools menu, each with its own icon", async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        try {
          const page = await context.newPage();
          await signInAsAdmin(page);
          await page.goto('/');
          const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
          await nav.getByRole('button', { name: 'Tools', exact: true }).click();
          const menu = nav.getByRole('list', { name: 'Tools' });
          const icons: string[] = [];
          for (const { name } of MODULES) {
            const link = menu.getByRole('link', { name, exact: true });
            await expect(link).toBeVisible();
            await expect(link).toContainText(name);
            icons.push((await link.locator('svg').first().getAttribute('class')) ?? '');
          }
          expect(icons[0]).not.toBe(icons[1]);
          await expectNoSidewaysOverflow(page, 'the admin header at 1,366 px with its Tools menu');
        } finally {
          await context.close();
        }
      });
    }

    for (const language of LANGUAGES) {
      test(`nothing sticks out sideways in ${language}, for a visitor and a signed-in player`, async ({
        browser,
      }, testInfo) => {
        test.setTimeout(240_000);
        const phone = await openPhone(browser, language);
        try {
          await expectEveryScreenFits(phone.page, language, versionsLive);
          await signUpThroughApi(phone.page, language, testInfo);
          // Signed in, the player is offered the mails this browser kept as a visitor.
          await phone.page.goto('/my-mail');
          const offer = phone.page.getByRole('dialog', {
            name: text(language, 'myMail.import.title'),
          });
          await expect(offer).toBeVisible();
          await expectNoSidewaysOverflow(phone.page, `${language}, the offer to import kept mails`);
          await offer.getByRole('button', { name: text(language, 'myMail.import.later') }).tap();
          await expect(offer).toHaveCount(0);
          await openScreen(phone.page, language, '/account');
          await expect(phone.page.getByRole('heading', { level: 1 })).not.toHaveText(
            text(language, 'pages.signIn.title'),
          );
          await expectEveryScreenFits(phone.page, language, versionsLive);
        } finally {
          await phone.close();
        }
      });
    }
  });
}
