import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readFixtures } from './fixtures.ts';

/** The toast region (Radix names it after its F8 shortcut). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** A name no other test uses: both projects run at once against one database. */
export function unique(testInfo: TestInfo, what: string): string {
  return `${what} ${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
}

/** Signs in on /auth/signin and waits for the home page. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Creates an account on /auth/signup and waits for the home page, signed in. */
export async function signUp(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * No sideways scrolling and no serious or critical axe violation on the page as it is, outside
 * the `exclude` selectors (an in-game preview paints the mail in the player's colours).
 */
export async function expectNoSeriousViolations(
  page: Page,
  what: string,
  { exclude = [] }: { exclude?: string[] } = {},
) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what}: sideways scrolling`).toBeLessThanOrEqual(0);
  // Colours read mid-transition (a toggle just pressed fading to its dark fill) are neither state's
  // colours: let the transitions running finish first. Infinite ones (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${what}: ${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
}

/** Signs the fixtures' admin in at /__forgeadmin and lands on the dashboard. */
export async function signInAsAdmin(page: Page) {
  const { admin } = readFixtures();
  await page.goto('/__forgeadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}

/**
 * Makes the page believe the server formats with a model (`GET /api/format-engine` answers
 * `openai`): AI Assist then asks the server first, and its own engine answers only when the server
 * cannot be reached. The e2e server itself formats with the built-in engine.
 */
export async function actAsModelServer(page: Page): Promise<void> {
  await page.route('**/api/format-engine', (route) =>
    route.fulfill({ json: { provider: 'openai' } }),
  );
}

type EngineJobs = { request: Record<string, unknown>; isAnswered: boolean }[];

/**
 * Records, in the page, each request given to an engine worker (`window.__engineJobs`) and whether
 * its answer came. It wraps `Worker.prototype.postMessage`, so a worker started before still counts.
 */
async function watchEngineJobs(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as unknown as { __engineJobs?: EngineJobs };
    if (scope.__engineJobs) return;
    const jobs: EngineJobs = [];
    scope.__engineJobs = jobs;
    const post = Worker.prototype.postMessage;
    // The app posts its jobs with no transfer list.
    Worker.prototype.postMessage = function (this: Worker, message: unknown) {
      const job = message as { id?: unknown; request?: Record<string, unknown> };
      if (typeof job?.id === 'number' && job.request) {
        const entry = { request: job.request, isAnswered: false };
        jobs.push(entry);
        const onReply = (event: MessageEvent<{ id?: unknown }>) => {
          if (event.data?.id !== job.id) return;
          entry.isAnswered = true;
          this.removeEventListener('message', onReply);
        };
        this.addEventListener('message', onReply);
      }
      return post.call(this, message);
    };
  });
}

/**
 * Clicks `button` (FORMAT MESSAGE) and resolves with the request it made once the answer is in.
 * The e2e server formats with the built-in engine, so the page's own engine worker answers and
 * nothing is sent to `POST /api/format-message` (counted: it must stay 0).
 */
export async function clickAndCaptureFormat(
  page: Page,
  button: Locator,
): Promise<Record<string, unknown>> {
  await watchEngineJobs(page);
  const before = await page.evaluate(
    () => (window as unknown as { __engineJobs: EngineJobs }).__engineJobs.length,
  );
  let posted = 0;
  const countPosts = (request: { url(): string; method(): string }) => {
    if (request.url().endsWith('/api/format-message') && request.method() === 'POST') posted += 1;
  };
  page.on('request', countPosts);
  try {
    await button.click();
    await page.waitForFunction(
      (index) =>
        (window as unknown as { __engineJobs: EngineJobs }).__engineJobs[index]?.isAnswered ===
        true,
      before,
    );
  } finally {
    page.off('request', countPosts);
  }
  expect(posted, 'requests to POST /api/format-message').toBe(0);
  return page.evaluate(
    (index) =>
      (window as unknown as { __engineJobs: EngineJobs }).__engineJobs[index]?.request ?? {},
    before,
  );
}

/**
 * A tool's link in the header: behind the menu on a phone; on a wide screen, in the Tools menu
 * once several tools are open (one open tool has its own link).
 */
export async function findToolLink(page: Page, isMobile: boolean, name: string): Promise<Locator> {
  await expect(
    page.getByRole('link', { name: 'Account', includeHidden: true }).first(),
  ).toBeAttached();
  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  const link = nav.getByRole('link', { name, exact: true });
  const tools = nav.getByRole('button', { name: 'Tools', exact: true });
  await expect(link.or(tools).first()).toBeVisible();
  if (!(await link.isVisible()) && (await tools.getAttribute('aria-expanded')) !== 'true') {
    await tools.click();
  }
  return link;
}

/**
 * What sticks out of the screen sideways, on either side (an Arabic page overflows to the left):
 * the page's own sideways scroll, and each visible element whose box starts before 0 or ends past
 * the viewport, unless an ancestor that clips its overflow (a scrolling strip) holds it.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    const reported: Element[] = [];
    if (root.scrollWidth > width)
      found.push(`page scrolls sideways by ${root.scrollWidth - width}px`);
    // Held by an ancestor that clips it (a scrolling strip inside the screen), or cut away whole
    // (the screen-reader-only skip link).
    const isClipped = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
        if (at !== element && style.overflowX !== 'visible') {
          const box = at.getBoundingClientRect();
          return box.left >= -0.5 && box.right <= width + 0.5;
        }
      }
      return false;
    };
    const label = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}> "${text}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (element.closest('[hidden],[inert],[aria-hidden="true"]')) continue;
      if (isClipped(element)) continue;
      // The outermost offender says it all: its children stick out with it.
      if (reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      found.push(
        `${label(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`,
      );
      if (found.length >= 8) break;
    }
    return found;
  });
}

/** Nothing sticks out of the screen sideways, on either side (see sidewaysOverflow). */
export async function expectNoSidewaysOverflow(page: Page, what: string) {
  expect(await sidewaysOverflow(page), `${what}: sticks out sideways`).toEqual([]);
}
