import { LIMITS } from '#shared/constants.ts';
import type { FormatWarning } from '#shared/schemas/format.ts';

/**
 * The warnings of the engines, in words a player understands. Each message is English; the browser
 * shows `formatWarnings.<code>` of its locale with the same `params` (a unit test keeps English's
 * locale text and these messages the same).
 */
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
    params: { limit: LIMITS.mailChars },
  }),
  rewriteReduced: (): FormatWarning => ({
    code: 'rewrite-reduced',
    message: `The rewrite was toned down to keep the mail within ${LIMITS.mailChars} characters.`,
    params: { limit: LIMITS.mailChars },
  }),
  rewriteLimited: (): FormatWarning => ({
    code: 'rewrite-limited',
    message:
      "Little of your text could be reworded in this tone: your sentences were kept as you wrote them, tidied and formatted in the tone's style.",
  }),
  keptPlain: (): FormatWarning => ({
    code: 'kept-plain',
    message:
      'Your text could not be formatted without changing a name, number or time in it, so it was kept as you wrote it, with no formatting.',
  }),
  tooLong: (characters: number, parts: number): FormatWarning => ({
    code: 'too-long',
    message:
      `Your text alone is ${characters} characters, over the game's ${LIMITS.mailChars}-character ` +
      `limit. Nothing was cut: split it into ${parts} mails (Part 1/${parts}, Part 2/${parts}…).`,
    params: { characters, parts, limit: LIMITS.mailChars },
  }),
  modelFallback: (reason: string): FormatWarning => ({
    code: 'model-fallback',
    message: `The AI model ${reason}, so the built-in engine formatted your mail.`,
    params: { reason },
  }),
  modelBusy: (): FormatWarning => ({
    code: 'model-busy',
    message:
      'The AI model is busy right now, so the built-in engine formatted your mail. Try again in a minute.',
  }),
  modelUnreachable: (): FormatWarning => ({
    code: 'model-unreachable',
    message:
      'The AI model could not be reached, so the built-in engine on your device wrote this mail.',
  }),
} as const;
