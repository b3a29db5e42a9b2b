import { visibleText } from '#markup/index.ts';
import type { Database } from '#server/db/client.ts';
import type { PageHead } from '#server/web-app.ts';
import { SHARE_ID_PATTERN } from '#shared/schemas/share.ts';
import { findSharedMail } from './repository.ts';

const SHARE_PAGE = /^\/m\/([^/]+)$/;
/** How much of the mail a link preview shows. */
const DESCRIPTION_CHARS = 160;
/** The link card drawn by scripts/make-icons.ts (1200×630), served from the site's root. */
const CARD_IMAGE = { path: '/og-card.png', width: 1200, height: 630 };
/** A line with a letter or digit: divider lines (░░░, ═══ ⚔ ═══) say nothing in a preview. */
const HAS_WORDS = /[\p{L}\p{N}]/u;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Open Graph and Twitter card tags for `/m/{id}`, so a link pasted in Discord shows a card with the
 * mail's title and first words, the link and MailForge's card image. The site's address is
 * PUBLIC_URL when set, else the one the request came to. Reading it is not a view: crawlers do not
 * keep a link alive.
 */
export function createSharePageHead(db: Database, publicUrl?: string): PageHead {
  return async (path, request) => {
    const id = SHARE_PAGE.exec(path)?.[1];
    if (!id || !SHARE_ID_PATTERN.test(id)) return undefined;
    const row = await findSharedMail(db, id);
    if (!row) return undefined;
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
      `<meta property="og:url" content="${escapeHtml(`${origin}/m/${id}`)}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:image" content="${escapeHtml(image)}">`,
      `<meta property="og:image:width" content="${CARD_IMAGE.width}">`,
      `<meta property="og:image:height" content="${CARD_IMAGE.height}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${escapeHtml(title)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ].join('');
  };
}
