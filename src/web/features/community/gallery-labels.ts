import type { TFunction } from 'i18next';
import { ANONYMOUS_AUTHOR } from '#shared/schemas/community.ts';
import { LANGUAGE_NAMES } from '#web/i18n/index.ts';

/** A category in the reader's words; one this browser does not know, as it came. */
export function categoryLabel(t: TFunction, category: string): string {
  const key = `gallery.categories.${category}` as const;
  return t(key as 'gallery.categories.other', { defaultValue: category });
}

/** A language code as its own name ('Español'); an unknown code as it came. */
export function languageLabel(code: string): string {
  return (LANGUAGE_NAMES as Record<string, string | undefined>)[code] ?? code;
}

/**
 * Who wrote a message or comment: the display name and kingdom of a public profile, else
 * 'Governor' in the reader's language (the server never sends an email).
 */
export function authorLabel(
  t: TFunction,
  author: { authorName: string; authorKingdom: string | null },
): string {
  const name =
    author.authorName === ANONYMOUS_AUTHOR && !author.authorKingdom
      ? t('gallery.governor')
      : author.authorName;
  return author.authorKingdom
    ? t('gallery.authorWithKingdom', { name, kingdom: author.authorKingdom })
    : name;
}
