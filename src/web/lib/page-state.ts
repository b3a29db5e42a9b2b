import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The data a page rendered on the server was rendered with, as query results: the server writes
 * it into the page as JSON (not run as a script, so the content security policy allows it) and the
 * browser puts it in its query cache before its first render, so both render the same page and the
 * browser does not ask for it again.
 */
const PAGE_STATE_ID = 'page-state';

export type PageState = [QueryKey, unknown][];

/** The `<script>` element that carries `state`; `<` is escaped so no text in it can end it. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** Puts the page's data, if it carries any, into `client`. */
export function takePageState(client: QueryClient): void {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return;
  try {
    for (const [key, data] of JSON.parse(element.textContent) as PageState) {
      client.setQueryData(key, data);
    }
  } catch {
    // A page whose data cannot be read asks the server for it, as a page without any does.
  }
}
