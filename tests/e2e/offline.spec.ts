import { expect, type Page, test } from '@playwright/test';
import { TIMINGS } from '../../src/shared/constants.ts';
import { actAsModelServer, signUp } from './support/helpers.ts';

// A phone on mobile data loses its network. The built-in engine runs in the page (a Web Worker),
// so AI Assist still writes the mail; with a model configured, the page's engine answers when the
// model cannot be reached, and says so. FORMAT MESSAGE never spins on (issue 14).

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
  await expect(output(page)).toHaveValue(/X:100 Y:200/, { timeout: 3000 });
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
  await expect(output(page)).toHaveValue(/X:512 Y:740/);
  await expect(page.getByTestId('final-dispatch-warnings')).toContainText(UNREACHABLE);
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(DRAFT);
});
