import {
  countChars,
  isValidMarkup,
  keepSafeMarkup,
  splitIntoParts,
  visibleText,
} from '#markup/index.ts';
import { LIMITS } from '#shared/constants.ts';
import type { MailDocument } from './document.ts';
import { type Fact, findMissingFacts } from './facts.ts';
import { DECORATION_STEPS, renderMail, type TitleOptions } from './render.ts';
import type { FormatWarning } from './types.ts';
import { WARNINGS } from './warnings.ts';

/**
 * The fit stage: the first candidate mail (the rewrite at the requested intensity, then gentler
 * ones, the player's own words last) that keeps every fact, validates and fits in 2000
 * characters, rendered with as much decoration as fits. If the player's own words do not fit,
 * nothing is cut: a warning says so.
 */

type Attempt =
  | { kind: 'fits'; markup: string; step: number }
  | { kind: 'too-long' }
  | { kind: 'facts-lost' };

/** The mail has no markup error (warnings allowed): read without writing out its issues. */
function isValidMail(markup: string): boolean {
  return isValidMarkup(markup);
}

/** Renders with less and less decoration until the mail fits; facts and validity are checked. */
function fitDocument(
  document: MailDocument,
  options: TitleOptions,
  facts: readonly Fact[],
): Attempt {
  let isFactSafe = false;
  for (const [step, decoration] of DECORATION_STEPS.entries()) {
    const markup = renderMail(document, options, decoration);
    if (!isFactSafe) {
      if (findMissingFacts(facts, visibleText(markup)).length > 0) return { kind: 'facts-lost' };
      isFactSafe = true;
    }
    if (countChars(markup) <= LIMITS.mailChars && isValidMail(markup)) {
      return { kind: 'fits', markup, step };
    }
  }
  return { kind: 'too-long' };
}

export interface FittedMail {
  markup: string;
  warnings: FormatWarning[];
  /** Which candidate was sent: 0 is the requested rewrite. */
  candidate: number;
  /** False when even the player's own words, formatted, lost a fact: the draft must go as it is. */
  keepsFacts: boolean;
}

/**
 * The first candidate that fits; `candidates` ends with the player's own words, which are sent
 * even when too long (with a warning).
 */
export function fitMail(
  candidates: readonly MailDocument[],
  options: TitleOptions,
  facts: readonly Fact[],
): FittedMail {
  let wasTooLong = false;
  let lastAttempt: Attempt['kind'] = 'fits';
  for (const [index, document] of candidates.entries()) {
    const attempt = fitDocument(document, options, facts);
    if (attempt.kind === 'fits') {
      const warnings = wasTooLong
        ? [WARNINGS.rewriteReduced()]
        : attempt.step > 0
          ? [WARNINGS.decorationReduced()]
          : [];
      return { markup: attempt.markup, warnings, candidate: index, keepsFacts: true };
    }
    if (attempt.kind === 'too-long') wasTooLong = true;
    lastAttempt = attempt.kind;
  }
  // Only the player's own words are left, and they are too long: say so, cut nothing.
  const plain = renderMail(
    candidates[candidates.length - 1]!,
    options,
    DECORATION_STEPS[DECORATION_STEPS.length - 1]!,
  );
  const characters = countChars(plain);
  const warnings =
    characters > LIMITS.mailChars
      ? [WARNINGS.tooLong(characters, splitIntoParts(plain).length)]
      : [];
  return {
    markup: plain,
    warnings,
    candidate: candidates.length - 1,
    keepsFacts: lastAttempt !== 'facts-lost',
  };
}

/**
 * The last guard: only style markup the game shows well leaves the engine (it never writes other);
 * tag-like words of the player's own stay, as the game shows them as written.
 */
export function keepShownMarkup(markup: string): { text: string; isRemoved: boolean } {
  return keepSafeMarkup(markup, { keepsPlayerText: true });
}
