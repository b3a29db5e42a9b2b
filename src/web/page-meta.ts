import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { i18n } from '#web/i18n/index.ts';
import { type AppRoute, findRoute } from '#web/routes.ts';

export type PageMeta = { title: string; description: string };

/**
 * The <title> and meta description of the page at a path (or of a route of src/web/routes.ts), in
 * the current language; a path no route matches gets the not-found page's.
 */
export function getPageMeta(page: string | AppRoute, t = i18n.t): PageMeta {
  const { meta } = typeof page === 'string' ? findRoute(page) : page;
  return { title: t(`meta.${meta}.title`), description: t(`meta.${meta}.description`) };
}

/**
 * Keeps the document's title and description on the page shown, in the player's language. The
 * build writes the same into each page's HTML (scripts/build-web.ts), for search engines and the
 * moment before the JavaScript runs.
 */
export function usePageMeta(): void {
  const [location] = useLocation();
  const { t } = useTranslation();
  const { title, description } = getPageMeta(location, t);
  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
