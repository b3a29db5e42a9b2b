import { DISCORD_WEBHOOK_PREFIXES } from '#shared/discord.ts';

/** Where the webhook address is kept: this browser only, never sent to MailForge's server. */
export const WEBHOOK_STORAGE_KEY = 'mf_discord_webhook';

/** `https://discord.com/api/webhooks/{id}/{token}` (or discordapp.com), nothing before or after. */
const WEBHOOK_PATH = /^\/api\/webhooks\/\d{5,25}\/[\w-]{20,100}\/?$/u;

export type WebhookCheck = { isValid: true; url: string } | { isValid: false };

/** Whether `text` is a Discord webhook address this page may post to; the address trimmed. */
export function checkWebhookUrl(text: string): WebhookCheck {
  const trimmed = text.trim();
  if (!DISCORD_WEBHOOK_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) {
    return { isValid: false };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { isValid: false };
  }
  if (url.search !== '' || url.hash !== '' || !WEBHOOK_PATH.test(url.pathname)) {
    return { isValid: false };
  }
  return { isValid: true, url: `${url.origin}${url.pathname.replace(/\/$/u, '')}` };
}

// Storage can throw (privacy modes, disabled storage): the address then lasts for the page only.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved webhook address, if a valid one is saved. */
export function loadWebhookUrl(): string | undefined {
  try {
    const saved = storage()?.getItem(WEBHOOK_STORAGE_KEY) ?? '';
    const check = checkWebhookUrl(saved);
    return check.isValid ? check.url : undefined;
  } catch {
    return undefined;
  }
}

/** Saves (or, with `undefined`, forgets) the webhook address in this browser. */
export function storeWebhookUrl(url: string | undefined): void {
  try {
    if (url === undefined) storage()?.removeItem(WEBHOOK_STORAGE_KEY);
    else storage()?.setItem(WEBHOOK_STORAGE_KEY, url);
  } catch {
    // Not kept: the player pastes it again next time.
  }
}

/** Discord's answer to posting a mail's messages, in order. */
export type PostResult =
  | { status: 'sent'; sent: number }
  | { status: 'rate-limited'; sent: number; retryAfterSeconds: number }
  | { status: 'invalid-webhook'; sent: number }
  | { status: 'failed'; sent: number };

async function readRetryAfter(response: Response): Promise<number> {
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number' && body.retry_after >= 0) return body.retry_after;
  } catch {
    // No JSON body: the header says it.
  }
  const header = Number(response.headers.get('retry-after'));
  return Number.isFinite(header) && header >= 0 ? header : 1;
}

/**
 * Posts `messages` to the webhook one after the other, each only once the one before was taken,
 * and stops at the first Discord refuses. Mentions in the mail never ping anyone, and Discord
 * is not told which page posted.
 */
export async function postToWebhook(
  url: string,
  messages: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult> {
  let sent = 0;
  for (const content of messages) {
    let response: Response;
    try {
      response = await fetchImpl(`${url}?wait=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content, allowed_mentions: { parse: [] } }),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch {
      return { status: 'failed', sent };
    }
    if (response.status === 429) {
      return { status: 'rate-limited', sent, retryAfterSeconds: await readRetryAfter(response) };
    }
    if (response.status === 401 || response.status === 404)
      return { status: 'invalid-webhook', sent };
    if (!response.ok) return { status: 'failed', sent };
    sent += 1;
  }
  return { status: 'sent', sent };
}
