import { visibleText } from '#markup/index.ts';
import type { Database } from '#server/db/client.ts';
import type { PageHead } from '#server/web-app.ts';
import { SHARE_ID_PATTERN } from '#shared/schemas/share.ts';
import { findSharedMail } from './repository.ts';

const SHARE_PAGE = /^\/m\/([^/]+)$/;
/** How much of the mail a link preview shows. */
const DESCRIPTION_CHARS = 160;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Open Graph and Twitter card tags for `/m/{id}`, so a link pasted in Discord shows a card with the
 * mail's first words. Reading it is not a view: crawlers do not keep a link alive.
 */
export function createSharePageHead(db: Database): PageHead {
  return async (path) => {
    const id = SHARE_PAGE.exec(path)?.[1];
    if (!id || !SHARE_ID_PATTERN.test(id)) return undefined;
    const row = await findSharedMail(db, id);
    if (!row) return undefined;
    const lines = visibleText(row.formattedMessage)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const title = (lines[0] ?? 'Rise of Kingdoms mail').slice(0, 90);
    const words = lines.slice(1).join(' ');
    const description =
      words.length > DESCRIPTION_CHARS ? `${words.slice(0, DESCRIPTION_CHARS - 1)}…` : words;
    return [
      `<meta property="og:type" content="article">`,
      `<meta property="og:site_name" content="MailForge">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta name="twitter:card" content="summary">`,
      `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    ].join('');
  };
}
