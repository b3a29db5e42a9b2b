import { expect, type Page, type Request } from '@playwright/test';
import { toDiscordMessages, visibleText } from '../../src/markup/index.ts';
import { readFixtures } from './support/fixtures.ts';
import { expectNoSeriousViolations, signIn, toasts, unique } from './support/helpers.ts';
import { test } from './support/test.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const WEBHOOK = `https://discord.com/api/webhooks/123456789012345678/${'T0ken_-'.repeat(10)}`;
const WEBHOOK_TOKEN = WEBHOOK.split('/').at(-1)!;

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Shares `mail` as a visitor would (from a page of the site) and gives its `/m/{id}` path. */
async function shareMail(page: Page, mail: string): Promise<string> {
  const created = await page.request.post('/api/share', {
    data: { formattedMessage: mail },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { url: string }).url;
}

/** Answers Discord's webhook in the browser with `answers`, in turn, and keeps what was posted. */
async function fakeDiscord(page: Page, answers: { status: number; body?: unknown }[]) {
  const posted: Request[] = [];
  await page.route('https://discord.com/api/webhooks/**', async (route) => {
    posted.push(route.request());
    const answer = answers.shift() ?? { status: 204 };
    await route.fulfill({
      status: answer.status,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: answer.body === undefined ? '' : JSON.stringify(answer.body),
    });
  });
  return posted;
}

test('a shared mail is copied and posted to Discord from the browser, the server never seeing the webhook', async ({
  page,
}, testInfo) => {
  const mail = [
    '<size=40><color=#B71C1C><b>KVK PLAN</b></color></size>',
    '<color=#8B4513>══ ༺✿༻ ══</color>',
    `• Pass opens <b>Dec 1 2026 14:00 UTC</b> (${unique(testInfo, 'discord')})`,
    '• Rally leader: <i>Hannibal</i> *no pings* @everyone',
  ].join('\n');
  const expected = toDiscordMessages(mail);
  expect(expected).toHaveLength(1);

  const sentToSite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('https://discord.com/')) {
      sentToSite.push(`${request.url()} ${request.postData() ?? ''}`);
    }
  });
  const posted = await fakeDiscord(page, [
    { status: 204 },
    { status: 429, body: { message: 'You are being rate limited.', retry_after: 2.4 } },
    { status: 404, body: { message: 'Unknown Webhook', code: 10015 } },
  ]);

  await page.goto('/');
  await page.goto(await shareMail(page, mail));
  const shared = page.getByTestId('shared-mail');
  const discord = shared.getByTestId('discord-actions');

  await discord.getByRole('button', { name: 'Copy for Discord' }).click();
  await expect(toasts(page).getByText('Copied for Discord!')).toBeVisible();
  expect(await clipboard(page)).toBe(expected[0]);
  expect(expected[0]).toContain(
    `# KVK PLAN\n══ ༺✿༻ ══\n- Pass opens **<t:${Date.UTC(2026, 11, 1, 14) / 1000}:F>**`,
  );
  expect(expected[0]).toContain('- Rally leader: *Hannibal* \\*no pings\\* @everyone');

  await discord.getByRole('button', { name: 'Post to Discord' }).click();
  await expect(discord.getByRole('status').first()).toHaveText(
    'Save your channel’s webhook address first.',
  );
  const address = discord.getByRole('textbox', {
    name: 'Webhook address of your alliance’s channel',
  });
  await address.fill('https://discord.example.com/api/webhooks/1/abc');
  await discord.getByRole('button', { name: 'Save webhook' }).click();
  await expect(discord.getByText(/This is not a Discord webhook address/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill(WEBHOOK);
  await discord.getByRole('button', { name: 'Save webhook' }).click();
  await expect(discord.getByText('Webhook saved in this browser.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mf_discord_webhook'))).toBe(WEBHOOK);
  await expectNoSeriousViolations(page, 'the shared mail with its Discord actions', {
    exclude: ['[data-testid="mail-preview-body"]'],
  });

  await discord.getByRole('button', { name: 'Post to Discord' }).click();
  await expect(discord.getByTestId('discord-status')).toHaveText('Sent to Discord (1 of 1).');
  expect(posted).toHaveLength(1);
  expect(posted[0]!.method()).toBe('POST');
  expect(posted[0]!.url()).toBe(`${WEBHOOK}?wait=true`);
  expect(posted[0]!.postDataJSON()).toEqual({
    content: expected[0],
    allowed_mentions: { parse: [] },
  });

  await discord.getByRole('button', { name: 'Post to Discord' }).click();
  await expect(discord.getByTestId('discord-status')).toHaveText(
    'Discord asks to wait 3 s (0 of 1 sent). Post again then to send the rest.',
  );
  await discord.getByRole('button', { name: 'Post to Discord' }).click();
  await expect(discord.getByTestId('discord-status')).toHaveText(
    /^Discord does not know this webhook \(0 of 1 sent\)/u,
  );
  expect(posted).toHaveLength(3);

  await page.reload();
  await expect(shared.getByTestId('mail-preview-body')).toHaveText(visibleText(mail));
  await shared.getByRole('button', { name: 'Discord webhook' }).click();
  await expect(
    shared.getByRole('textbox', { name: 'Webhook address of your alliance’s channel' }),
  ).toHaveValue(WEBHOOK);
  expect(sentToSite.filter((line) => line.includes(WEBHOOK_TOKEN))).toEqual([]);
});

test('Final Dispatch in the Manual Builder offers Copy for Discord', async ({ page }) => {
  const mail = '<size=40><b>RALLY</b></size>\n<b>Hold</b> the pass <color=#FFD700>now</color>';
  await signIn(page, readFixtures().premiumUser);
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await panel.getByLabel('Your mail').fill(mail);
  const dispatch = panel.getByTestId('final-dispatch');
  await dispatch.getByRole('button', { name: 'Copy for Discord' }).click();
  await expect(toasts(page).getByText('Copied for Discord!')).toBeVisible();
  expect(await clipboard(page)).toBe('# RALLY\n**Hold** the pass now');
});

test.describe('a reader in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

  test('sees the local time beside each UTC time of a shared mail, the mail unchanged', async ({
    page,
    isMobile,
  }) => {
    const mail = 'Pass opens <b>Monday 14:00 UTC</b>.\nMatch: Dec 1 2026 20:00 UTC';
    await page.goto('/');
    await page.goto(await shareMail(page, mail));
    const preview = page.getByTestId('shared-mail').getByTestId('mail-preview-body');
    await expect(preview).toHaveText(visibleText(mail));

    const pass = preview.getByRole('button', { name: 'Monday 14:00 UTC' });
    const tooltip = page.getByRole('tooltip');
    // The page is on screen before it is taken over: a pointer that came while the preview was not
    // yet hydrated opened nothing, so the reader (like a player) comes back to it.
    await expect(async () => {
      if (isMobile) await pass.tap();
      else {
        await page.mouse.move(0, 0);
        await pass.hover();
      }
      await expect(tooltip).toHaveText(/^Your time: Mon, .+, 11:00\sPM GMT\+9$/u, {
        timeout: 1000,
      });
    }).toPass();
    await expect(pass).toHaveAttribute('aria-describedby', /.+/u);
    await expect(preview).toHaveText(visibleText(mail));

    const match = preview.getByRole('button', { name: 'Dec 1 2026 20:00 UTC' });
    await match.focus();
    await expect(page.getByRole('tooltip')).toHaveText(/^Your time: Wed, Dec 2, 5:00\sAM GMT\+9$/u);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
