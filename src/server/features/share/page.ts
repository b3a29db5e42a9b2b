import type { FastifyRequest } from 'fastify';
import { visibleText } from '#markup/index.ts';
import type { Database } from '#server/db/client.ts';
import type { PageContent } from '#server/web-app.ts';
import { SHARE_ID_PATTERN } from '#shared/schemas/share.ts';
import type { CachedSharePage, SharePageCache } from './page-cache.ts';
import { findSharedMail, noteSharedMailView, type SharedMailRow } from './repository.ts';

const SHARE_PAGE = /^\/m\/([^/]+)$/;
/** How much of the mail a link preview shows. */
const DESCRIPTION_CHARS = 160;
/** The link card drawn by scripts/make-icons.ts (1200×630), served from the site's root. */
const CARD_IMAGE = { path: '/og-card.png', width: 1200, height: 630 };
/** A line with a letter or digit: divider lines (░░░, ═══ ⚔ ═══) say nothing in a preview. */
const HAS_WORDS = /[\p{L}\p{N}]/u;
/** Link previews (Discord, chat apps, search engines): their reading is not a reader's view. */
const LINK_PREVIEW_AGENT =
  /bot\b|bot\/|crawl|spider|preview|facebookexternalhit|embedly|whatsapp|slack|telegram/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Open Graph and Twitter card tags, so a link pasted in Discord shows a card with the mail's title
 * and first words, the link and MailForge's card image. The site's address is PUBLIC_URL when set,
 * else the one the request came to.
 */
function openGraphTags(row: SharedMailRow, request: FastifyRequest, publicUrl?: string): string {
  const lines = visibleText(row.formattedMessage)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => HAS_WORDS.test(line));
  const title = (lines[0] ?? 'Rise of Kingdoms mail').slice(0, 90);
  const words = lines.slice(1).join(' ');
  const description =
    words.length > DESCRIPTION_CHARS ? `${words.slice(0, DESCRIPTION_CHARS - 1)}…` : words;
  const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const image = `${origin}${CARD_IMAGE.path}`;
  return [
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="MailForge">`,
    `<meta property="og:url" content="${escapeHtml(`${origin}/m/${row.id}`)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${CARD_IMAGE.width}">`,
    `<meta property="og:image:height" content="${CARD_IMAGE.height}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ].join('');
}

/**
 * `/m/{id}` made on the server: the mail's screen in the reader's language with the mail in the
 * page, its Open Graph tags, and for a malformed, unknown or removed link the page saying so with
 * 404. The link and its renders are kept for a minute (page-cache.ts). Opening it is a view (the
 * 180 days count from the last), except by a link preview: crawlers do not keep a link alive.
 */
export function createSharePage(
  db: Database,
  cache: SharePageCache,
  now: () => Date,
  publicUrl?: string,
): PageContent {
  return async (path, request, { language, renderer }) => {
    const id = SHARE_PAGE.exec(path)?.[1];
    if (id === undefined) return undefined;
    // A malformed id is no link's: never looked up, nor kept (anyone can make up any number).
    const entry = SHARE_ID_PATTERN.test(id)
      ? (cache.get(id) ?? cache.put(id, (await findSharedMail(db, id)) ?? null))
      : ({ row: null, rendered: new Map() } satisfies Omit<CachedSharePage, 'expiresAt'>);
    const { row } = entry;
    const at = now();
    if (row && row.lastViewedAt.getTime() < at.getTime() - DAY_MS) {
      if (!LINK_PREVIEW_AGENT.test(request.headers['user-agent'] ?? '')) {
        await noteSharedMailView(db, row.id, at);
        row.lastViewedAt = at;
      }
    }
    const head = row ? openGraphTags(row, request, publicUrl) : undefined;
    const status = row ? 200 : 404;
    const render = await renderer();
    if (!render) return { status, head };
    let screen = entry.rendered.get(language);
    if (!screen) {
      const mail = row && {
        id: row.id,
        formattedMessage: row.formattedMessage,
        createdAt: row.createdAt.toISOString(),
        isMine: false,
      };
      screen = render
        .renderSharedMail(path, language, id, mail)
        .then(({ html, state }) => ({ root: html, state }));
      entry.rendered.set(language, screen);
      screen.catch(() => entry.rendered.delete(language));
    }
    const { root, state } = await screen;
    return { status, head, root, state };
  };
}
