import { describe, expect, it, vi } from 'vitest';
import {
  checkWebhookUrl,
  loadWebhookUrl,
  postToWebhook,
  storeWebhookUrl,
  WEBHOOK_STORAGE_KEY,
} from './webhook.ts';

const WEBHOOK = `https://discord.com/api/webhooks/123456789012345678/${'a'.repeat(68)}`;

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

describe('a Discord webhook address', () => {
  it("accepts discord.com's and discordapp.com's webhooks, trimmed", () => {
    expect(checkWebhookUrl(` ${WEBHOOK} `)).toEqual({ isValid: true, url: WEBHOOK });
    const old = WEBHOOK.replace('discord.com', 'discordapp.com');
    expect(checkWebhookUrl(`${old}/`)).toEqual({ isValid: true, url: old });
  });

  it('refuses any other address', () => {
    for (const text of [
      '',
      'not a url',
      WEBHOOK.replace('https:', 'http:'),
      WEBHOOK.replace('discord.com', 'ptb.discord.com'),
      WEBHOOK.replace('discord.com', 'discord.com.evil.example'),
      WEBHOOK.replace('discord.com', 'discord.com:8443'),
      WEBHOOK.replace('https://', 'https://user@'),
      WEBHOOK.replace('/api/webhooks/', '/api/v10/webhooks/'),
      `${WEBHOOK}/slack`,
      `${WEBHOOK}?thread_id=1`,
      'https://discord.com/api/webhooks/',
      'https://example.com/api/webhooks/123456789012345678/token',
    ]) {
      expect(checkWebhookUrl(text), text).toEqual({ isValid: false });
    }
  });

  it('is kept in this browser only while valid, and forgotten on request', () => {
    storeWebhookUrl(WEBHOOK);
    expect(localStorage.getItem(WEBHOOK_STORAGE_KEY)).toBe(WEBHOOK);
    expect(loadWebhookUrl()).toBe(WEBHOOK);
    localStorage.setItem(WEBHOOK_STORAGE_KEY, 'https://example.com/hook');
    expect(loadWebhookUrl()).toBeUndefined();
    storeWebhookUrl(undefined);
    expect(localStorage.getItem(WEBHOOK_STORAGE_KEY)).toBeNull();
  });
});

describe('posting to a webhook', () => {
  it('posts each message in order, mentions silenced, and says they were sent', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { id: '1' }),
    );
    const result = await postToWebhook(WEBHOOK, ['one', 'two'], fetchMock);
    expect(result).toEqual({ status: 'sent', sent: 2 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${WEBHOOK}?wait=true`,
      `${WEBHOOK}?wait=true`,
    ]);
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { content: 'one', allowed_mentions: { parse: [] } },
      { content: 'two', allowed_mentions: { parse: [] } },
    ]);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  });

  it("stops when Discord rate limits, with Discord's wait", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(204))
      .mockResolvedValueOnce(answer(429, { retry_after: 2.5, global: false }));
    expect(await postToWebhook(WEBHOOK, ['one', 'two', 'three'], fetchMock)).toEqual({
      status: 'rate-limited',
      sent: 1,
      retryAfterSeconds: 2.5,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the wait from the Retry-After header when the body has none', async () => {
    const fetchMock = vi.fn(async () => answer(429, undefined, { 'retry-after': '4' }));
    expect(await postToWebhook(WEBHOOK, ['one'], fetchMock)).toMatchObject({
      retryAfterSeconds: 4,
    });
  });

  it('says the webhook is invalid when Discord does not know it (401, 404)', async () => {
    for (const status of [401, 404]) {
      const fetchMock = vi.fn(async () => answer(status, { message: 'Unknown Webhook' }));
      expect(await postToWebhook(WEBHOOK, ['one'], fetchMock)).toEqual({
        status: 'invalid-webhook',
        sent: 0,
      });
    }
  });

  it('says it failed when Discord cannot be reached or refuses otherwise', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postToWebhook(WEBHOOK, ['one'], offline)).toEqual({ status: 'failed', sent: 0 });
    const refused = vi.fn(async () => answer(400, { message: 'Cannot send an empty message' }));
    expect(await postToWebhook(WEBHOOK, ['one'], refused)).toEqual({ status: 'failed', sent: 0 });
  });
});
