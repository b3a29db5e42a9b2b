import { countChars } from '#markup/index.ts';
import { BOARD_TITLE_COLOR, DEFAULT_TITLE_COLOR } from '#shared/constants.ts';
import { analyseDraft } from './analyse.ts';
import { extractFacts } from './facts.ts';
import { fitMail, keepShownMarkup } from './fit.ts';
import { prepareDraft } from './prepare.ts';
import type { TitleOptions } from './render.ts';
import { rewriteMail } from './rewrite-mail.ts';
import type { FormatEngine, FormatRequest, FormatResult } from './types.ts';
import { WARNINGS } from './warnings.ts';

export { detectLanguage } from './language.ts';
export { prepareDraft } from './prepare.ts';

export const BUILTIN_ENGINE_NAME = 'built-in';

/** How the mail is drawn: the request's title style, and colours for where the mail is read. */
function renderOptions(request: FormatRequest): TitleOptions {
  const background = request.background ?? 'mail';
  return {
    titleSize: request.titleSize,
    // The default gold is the parchment's; the board's blue gets the bright gold that reads there.
    titleColor:
      background === 'board' && request.titleColor === DEFAULT_TITLE_COLOR
        ? BOARD_TITLE_COLOR
        : request.titleColor,
    useBold: request.useBold,
    useItalic: request.useItalic,
    tone: request.tone,
    background,
  };
}

/**
 * The built-in engine: deterministic, no network. A draft goes through its stages once each, in
 * order, each taking the plain value the one before made: prepare (plain tidy text) → facts (what
 * no rewrite may change) → analyse (language, kind, title, structure) → rewrite (the candidate
 * mails, best first) → render and fit (the first candidate that keeps every fact, validates and
 * fits in 2000 characters, with as much decoration as fits).
 */
export function formatWithBuiltinEngine(request: FormatRequest): FormatResult {
  const prepared = prepareDraft(request.message);
  const facts = extractFacts(prepared.text);
  const analysis = analyseDraft(
    prepared.text,
    request.smartBullets !== false,
    prepared.isHeaderFramed,
  );
  const rewritten = rewriteMail(analysis, facts, request);
  const formatted = fitMail(rewritten.candidates, renderOptions(request), facts);
  // Nothing formatted kept every fact: the draft goes as the player wrote it (without what the
  // game cannot show), and the player is told why it has no formatting.
  const fitted = formatted.keepsFacts
    ? formatted
    : { ...formatted, markup: prepared.text, warnings: [WARNINGS.keptPlain()] };
  const warnings = [...prepared.warnings];
  // The rewrite the player asked for was sent, and it could not reword a sentence: say so.
  if (rewritten.isUnchanged && fitted.candidate === 0) warnings.push(WARNINGS.rewriteLimited());
  warnings.push(...fitted.warnings);
  const safe = keepShownMarkup(fitted.markup);
  return {
    formattedMessage: safe.text,
    characterCount: countChars(safe.text),
    engine: BUILTIN_ENGINE_NAME,
    warnings:
      safe.isRemoved && !warnings.some((warning) => warning.code === 'markup-removed')
        ? [...warnings, WARNINGS.markupRemoved()]
        : warnings,
  };
}

/** The built-in engine behind the `FormatEngine` interface. */
export function createBuiltinEngine(): FormatEngine {
  return {
    name: BUILTIN_ENGINE_NAME,
    format: async (request) => formatWithBuiltinEngine(request),
  };
}
