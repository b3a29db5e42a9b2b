import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { readFixtures } from './support/fixtures.ts';
import {
  expectNoSeriousViolations,
  signIn,
  signInAsAdmin,
  signUp as signUpAs,
  toasts,
  unique,
} from './support/helpers.ts';
import { test } from './support/test.ts';

// The community gallery as players use it: one shares mails from Final Dispatch, the
// admin approves and rejects them, another player votes and comments, and the author follows them
// in 'My shared mail'. The gallery's module is live for the run (support/prepare.ts): its players
// are not premium. Both projects run at once against one database: every title is unique, and
// orders are compared between this test's own mails only.

const PASSWORD = 'Forge2025Mail';
/** The players' gallery; the admin's preview (/community-gallery-preview) is the same screen. */
const GALLERY = '/community';

/** Another player's browser, the project's screen. */
async function openBrowser(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext(
    isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  return { page: await context.newPage(), close: () => context.close() };
}

/** Signs up with this spec's password. */
const signUp = (page: Page, email: string) => signUpAs(page, { email, password: PASSWORD });

/** Shares what Final Dispatch holds to the gallery, public, with a title and a category. */
async function shareToGallery(page: Page, dispatch: Locator, title: string, check?: string) {
  await dispatch.getByRole('button', { name: 'Share to gallery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to the community gallery' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('war');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('KvK, rally');
  await dialog.getByRole('checkbox', { name: /Public/ }).check();
  if (check) await expectNoSeriousViolations(page, check);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).getByText('Shared to the gallery')).toBeVisible();
}

/** The titles of the gallery's cards, in their order. */
const cardTitles = (page: Page) =>
  page.getByTestId('gallery-card').getByRole('heading', { level: 3 }).allTextContents();

test('a shared mail is approved, voted on and commented, and a rejected one shows its reason', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const first = unique(testInfo, 'Rally call');
  const second = unique(testInfo, 'Wonder push');
  const refused = unique(testInfo, 'Buy gems here');
  const mail =
    '<size=44><color=#B71C1C><b>RALLY CALL</b></color></size>\nAll marches to X:512 Y:740 at 20:00 UTC';

  // The author: a new player with a public profile shares two mails from the Manual Builder and a
  // third from AI Assist.
  await signUp(
    page,
    `gallery-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`,
  );
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Community profile' });
  await profile.getByRole('textbox', { name: 'Display name' }).fill('Aethelflaed');
  await profile.getByRole('textbox', { name: 'Kingdom' }).fill('1234');
  await profile.getByRole('checkbox', { name: /Public profile/ }).check();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page).getByText('Profile saved')).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await panel.getByLabel('Your mail').fill(mail);
  const manualDispatch = panel.getByTestId('final-dispatch');
  await shareToGallery(page, manualDispatch, first, 'the share-to-gallery dialog');
  await shareToGallery(page, manualDispatch, second);

  await page.getByRole('button', { name: /AI Assist/ }).click();
  await page.getByRole('textbox', { name: 'Your draft' }).fill('cheap gems, message me for a deal');
  await page.getByRole('button', { name: 'FORMAT MESSAGE' }).click();
  const aiDispatch = page.getByTestId('ai-result').getByTestId('final-dispatch');
  await expect(aiDispatch.getByTestId('final-dispatch-output')).toHaveValue(/gems/);
  await shareToGallery(page, aiDispatch, refused);

  // The admin approves two and rejects the third with a reason.
  const admin = await openBrowser(browser, isMobile);
  const voter = await openBrowser(browser, isMobile);
  try {
    await signInAsAdmin(admin.page);
    const queue = admin.page.getByRole('region', { name: 'Gallery moderation' });
    for (const title of [first, second]) {
      const pending = queue.getByRole('article', { name: title });
      await expect(pending.getByTestId('mail-preview-body')).toContainText('RALLY CALL');
      await pending.getByRole('button', { name: 'Approve' }).click();
      await expect(pending).toHaveCount(0);
    }
    const spam = queue.getByRole('article', { name: refused });
    await spam.getByRole('button', { name: 'Reject' }).click();
    await spam
      .getByRole('textbox', { name: 'Reason (its author reads it)' })
      .fill('Not a game mail');
    await spam.getByRole('button', { name: 'Reject message' }).click();
    await expect(spam).toHaveCount(0);

    // Another player sees both, newest first among equals, votes the first up and comments.
    await signIn(voter.page, readFixtures().premiumUser);
    await voter.page.goto(`${GALLERY}?sort=mostVoted`);
    await expect(
      voter.page.getByRole('heading', { level: 1, name: 'Community gallery' }),
    ).toBeVisible();
    const firstCard = voter.page.getByRole('article', { name: first });
    await expect(firstCard).toBeVisible();
    await expect(voter.page.getByRole('article', { name: refused })).toHaveCount(0);
    let titles = await cardTitles(voter.page);
    expect(titles.indexOf(second)).toBeLessThan(titles.indexOf(first));
    await expect(firstCard.getByText('By Aethelflaed (kingdom 1234)')).toBeVisible();
    await expect(firstCard.getByText('War')).toBeVisible();
    await expect(firstCard.getByText('kvk')).toBeVisible();
    const big = firstCard.getByTestId('mail-preview-body').getByText('RALLY CALL');
    const fontSize = await big.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(fontSize).toBeLessThanOrEqual(isMobile ? 28 : 48);
    if (isMobile) expect(fontSize).toBe(28);
    await expectNoSeriousViolations(voter.page, 'the gallery');

    const upvote = firstCard.getByRole('button', { name: /^Upvote/ });
    expect((await upvote.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(upvote).toHaveAccessibleName('Upvote 0');
    await upvote.click();
    await expect(upvote).toHaveAccessibleName('Upvote 1');
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        titles = await cardTitles(voter.page);
        return titles.indexOf(first) < titles.indexOf(second);
      })
      .toBe(true);

    // A second press withdraws the vote, a third counts it again.
    await upvote.click();
    await expect(upvote).toHaveAccessibleName('Upvote 0');
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await upvote.click();
    await expect(upvote).toHaveAccessibleName('Upvote 1');

    await firstCard.getByRole('link', { name: first }).click();
    const message = voter.page.getByTestId('gallery-message');
    await expect(message.getByRole('heading', { name: first })).toBeVisible();
    await expect(message.getByText('1 view')).toBeVisible();
    await message.getByRole('textbox', { name: 'Your comment' }).fill('See you at the pass');
    await message.getByRole('button', { name: 'Post comment' }).click();
    await expect(
      message.getByTestId('gallery-comments').getByText('See you at the pass'),
    ).toBeVisible();
    await expectNoSeriousViolations(voter.page, 'a gallery message');

    await voter.page.getByRole('link', { name: 'Back to the gallery' }).click();
    await expect(voter.page).toHaveURL(/\?sort=mostVoted$/);
    const backCard = voter.page.getByRole('article', { name: first });
    await expect(backCard.getByRole('link', { name: '1 comment' })).toBeVisible();
    await expect(backCard.getByText('1 view')).toBeVisible();
    await expect(backCard.getByRole('button', { name: /^Upvote/ })).toHaveAccessibleName(
      'Upvote 1',
    );
  } finally {
    await admin.close();
    await voter.close();
  }

  // The author follows the three in 'My shared mail'.
  await page.goto('/account');
  const mine = page.getByRole('region', { name: 'My shared mail' });
  await expect(mine.getByRole('article', { name: first }).getByText('Approved')).toBeVisible();
  const rejected = mine.getByRole('article', { name: refused });
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('Reason: Not a game mail')).toBeVisible();
  await expectNoSeriousViolations(page, "the account's community sections");
});

test('with its module live, a visitor reads the gallery and is asked to sign in to share', async ({
  page,
}) => {
  const response = await page.goto(GALLERY);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Community gallery' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await panel.getByLabel('Your mail').fill('<b>RALLY</b> at the pass');
  await expect(
    panel.getByTestId('final-dispatch').getByRole('link', { name: 'Sign in to share to gallery' }),
  ).toBeVisible();
});
