import { LIMITS } from '#shared/constants.ts';
import type { FormatWarning } from '#shared/schemas/format.ts';

/** The warnings of the engines, in words a player understands. */
export const WARNINGS = {
  charactersRemoved: (): FormatWarning => ({
    code: 'characters-removed',
    message: 'Emoji and other symbols the game cannot show were removed.',
  }),
  markupRemoved: (): FormatWarning => ({
    code: 'markup-removed',
    message:
      'Tags the game does not show well (other tags, sizes outside 15–90, colour forms other than #RRGGBB or a name) were removed.',
  }),
  markupReplaced: (): FormatWarning => ({
    code: 'markup-replaced',
    message: "Your own tags were replaced by MailForge's formatting.",
  }),
  decorationReduced: (): FormatWarning => ({
    code: 'decoration-reduced',
    message: `Some decoration was left out to keep the mail within ${LIMITS.mailChars} characters.`,
  }),
  rewriteReduced: (): FormatWarning => ({
    code: 'rewrite-reduced',
    message: `The rewrite was toned down to keep the mail within ${LIMITS.mailChars} characters.`,
  }),
  rewriteLimited: (): FormatWarning => ({
    code: 'rewrite-limited',
    message:
      'The built-in engine rewrites English only: your text was tidied and formatted, not reworded.',
  }),
  tooLong: (characters: number, parts: number): FormatWarning => ({
    code: 'too-long',
    message:
      `Your text alone is ${characters} characters, over the game's ${LIMITS.mailChars}-character ` +
      `limit. Nothing was cut: split it into ${parts} mails (Part 1/${parts}, Part 2/${parts}…).`,
  }),
  modelFallback: (reason: string): FormatWarning => ({
    code: 'model-fallback',
    message: `The AI model ${reason}, so the built-in engine formatted your mail.`,
  }),
  modelBusy: (): FormatWarning => ({
    code: 'model-busy',
    message:
      'The AI model is busy right now, so the built-in engine formatted your mail. Try again in a minute.',
  }),
} as const;
