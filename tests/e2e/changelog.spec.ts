import { type APIRequestContext, expect } from '@playwright/test';
import { readFixtures } from './support/fixtures.ts';
import { expectNoSeriousViolations, signIn, unique } from './support/helpers.ts';
import { test } from './support/test.ts';

/**
 * Signs the admin in on an API context of its own (not the page's cookies) and publishes a
 * changelog. Cookie-carrying POSTs need our Origin, as a browser would send.
 */
async function publishChangelog(
  request: APIRequestContext,
  origin: string,
  changelog: { title: string; content: string; version: string },
) {
  const { admin } = readFixtures();
  const headers = { origin };
  const signIn = await request.post('/api/auth/signin', { data: admin, headers });
  expect(signIn.status()).toBe(200);
  const created = await request.post('/api/admin/changelogs', { data: changelog, headers });
  expect(created.status()).toBe(201);
  const { changelog: draft } = (await created.json()) as { changelog: { id: number } };
  const published = await request.post(`/api/admin/changelogs/${draft.id}/publish`, { headers });
  expect(published.status()).toBe(200);
  expect(((await published.json()) as { changelog: { isPublished: boolean } }).changelog).toEqual(
    expect.objectContaining({ isPublished: true }),
  );
}

test("an admin publishes a changelog; the premium user sees it under 'What's new' on the account page and marks it read", async ({
  page,
  request,
}, testInfo) => {
  const origin = String(testInfo.project.use.baseURL);
  const title = unique(testInfo, 'Forge update');
  await publishChangelog(request, origin, {
    title,
    content: 'Ten new templates.\nRally calls included.',
    version: '2.1.0',
  });

  await signIn(page, readFixtures().premiumUser);
  await page.goto('/account');
  const card = page.getByRole('region', { name: "What's new" });
  await expect(card).toBeVisible();
  const entry = card.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expect(entry.getByTestId('unread-dot')).toBeVisible();
  await expect(entry.getByText('2.1.0')).toBeVisible();
  await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // Line breaks are kept: two lines of text, not one.
  const content = entry.getByText(/Ten new templates/);
  await expect(content).toHaveText('Ten new templates.\nRally calls included.');
  const lineHeight = await content.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await content.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(lineHeight * 2 - 1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveAccessibleName(
    /^What's new [1-9]\d* unread$/,
  );
  await expectNoSeriousViolations(page, 'account page with the changelog card');

  const markRead = entry.getByRole('button', { name: `Mark as read: ${title}` });
  const box = await markRead.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await markRead.click();
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Update marked as read'),
  ).toBeVisible();
  await expect(entry).toHaveAttribute('data-unread', 'false');
  await expect(entry.getByTestId('unread-dot')).toHaveCount(0);
  await expect(entry.getByRole('button')).toHaveCount(0);

  // The server keeps it read.
  await page.reload();
  const reloaded = page
    .getByRole('region', { name: "What's new" })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(reloaded).toHaveAttribute('data-unread', 'false');
});
