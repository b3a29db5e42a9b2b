import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { i18n } from '#web/i18n/index.ts';
import { type AppRoute, findRoute } from '#web/routes.ts';

export type PageMeta = { title: string; description: string };

/** A route's <title> and meta description, in the current language. */
export function getPageMeta(route: AppRoute, t = i18n.t): PageMeta {
  return { title: t(`meta.${route.meta}.title`), description: t(`meta.${route.meta}.description`) };
}

/**
 * Keeps the document's title and description on the page shown, in the player's language. The
 * build writes the same into each page's HTML (scripts/build-web.ts), for search engines and the
 * moment before the JavaScript runs.
 */
export function usePageMeta(): void {
  const [location] = useLocation();
  const { t } = useTranslation();
  const { title, description } = getPageMeta(findRoute(location), t);
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
