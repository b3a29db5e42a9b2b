import { splitIntoParts } from '#markup/index.ts';
import { LIMITS } from '#shared/constants.ts';

/**
 * The parts an over-long mail is sent in: each at most the game's limit, cut by the
 * markup engine at a paragraph, line or space, with its tags closed and reopened so every part is
 * valid on its own. The engine starts each of several parts with a '(1/3)' line; unnumbered parts
 * leave that line out.
 */
export function splitMail(markup: string, { isNumbered }: { isNumbered: boolean }): string[] {
  const parts = splitIntoParts(markup, LIMITS.mailChars);
  if (isNumbered || parts.length < 2) return parts;
  return parts.map((part) => part.slice(part.indexOf('\n') + 1));
}
