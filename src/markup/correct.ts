import { fromRuns, toRuns } from './runs.ts';
import { hasMarkupErrors } from './validate.ts';

/**
 * Mends markup the game may not accept. Markup with no error (warnings allowed) comes back
 * unchanged; otherwise the canonical form of its runs (`fromRuns(toRuns(text))`): every visible
 * character keeps its text and style, improperly nested tags become one consistent wrapping,
 * stray closing tags and tags with bad values go, unclosed tags are closed. The result has no error.
 */
export function autoCorrect(text: string): string {
  return hasMarkupErrors(text) ? fromRuns(toRuns(text)) : text;
}
