import { useLocation, useSearch } from 'wouter';
import { COMMUNITY_CATEGORIES, COMMUNITY_SORTS, LANGUAGES } from '#shared/constants.ts';
import type { GalleryFilters } from '#web/features/community/use-gallery.ts';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** What the address says the gallery shows: the filters, sort and page, and an opened message. */
export function readGallerySearch(search: string): {
  filters: GalleryFilters;
  messageId: number | undefined;
} {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const language = params.get('language');
  const sortBy = params.get('sort');
  return {
    filters: {
      category: isOneOf(COMMUNITY_CATEGORIES, category) ? category : undefined,
      language: isOneOf(LANGUAGES, language) ? language : undefined,
      sortBy: isOneOf(COMMUNITY_SORTS, sortBy) ? sortBy : 'recent',
      page: positiveInt(params.get('page')) ?? 1,
    },
    messageId: positiveInt(params.get('message')),
  };
}

/** The address of the gallery at `basePath` with `filters` (defaults left out) and a message. */
export function gallerySearchHref(
  basePath: string,
  filters: GalleryFilters,
  messageId?: number,
): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.language) params.set('language', filters.language);
  if (filters.sortBy !== 'recent') params.set('sort', filters.sortBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (messageId !== undefined) params.set('message', String(messageId));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/**
 * The gallery's state kept in the address (`?category=war&sort=mostVoted&page=2&message=12`): a
 * message or a page can be linked to, and Back returns to the list as it was.
 */
export function useGalleryLocation(basePath: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, messageId } = readGallerySearch(search);
  return {
    filters,
    messageId,
    hrefOf: (next: GalleryFilters, message?: number) => gallerySearchHref(basePath, next, message),
    show: (next: GalleryFilters) => navigate(gallerySearchHref(basePath, next)),
  };
}
