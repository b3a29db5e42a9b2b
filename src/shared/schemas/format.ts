import {
  DEFAULT_TITLE_COLOR,
  FORMAT_MODES,
  LIMITS,
  MAIL_BACKGROUNDS,
  REWRITE_STYLES,
  TITLE_SIZE,
  TONES,
} from '#shared/constants.ts';
import * as z from './zod.ts';

/** Characters as the game and our counter see them: code points, not UTF-16 units. */
function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export const FORMAT_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be under ${LIMITS.mailChars} characters`,
  invalidHexColor: 'Invalid hex color',
  titleSize: `Title size must be between ${TITLE_SIZE.min} and ${TITLE_SIZE.max}`,
} as const;

const FormatMessageSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? FORMAT_MESSAGES.messageRequired : undefined),
  })
  .refine((message) => message.trim().length > 0, { error: FORMAT_MESSAGES.messageRequired })
  .refine((message) => countCodePoints(message) <= LIMITS.mailChars, {
    error: FORMAT_MESSAGES.messageTooLong,
  });

const HexColorSchema = z
  .string({ error: FORMAT_MESSAGES.invalidHexColor })
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: FORMAT_MESSAGES.invalidHexColor });

const TitleSizeSchema = z
  .number({ error: FORMAT_MESSAGES.titleSize })
  .int({ error: FORMAT_MESSAGES.titleSize })
  .min(TITLE_SIZE.min, { error: FORMAT_MESSAGES.titleSize })
  .max(TITLE_SIZE.max, { error: FORMAT_MESSAGES.titleSize });

/**
 * `POST /api/format-message` body ("Format request"). `rewriteStyle` is only
 * meaningful with `mode: 'improve'`; the engines ignore it in format mode and use `balanced`
 * (the recommended intensity) when improve comes without one.
 */
export const FormatRequestSchema = z.object({
  message: FormatMessageSchema,
  mode: z.enum(FORMAT_MODES).default('format'),
  tone: z.enum(TONES).default('neutral'),
  titleSize: TitleSizeSchema.default(TITLE_SIZE.default),
  titleColor: HexColorSchema.default(DEFAULT_TITLE_COLOR),
  useBold: z.boolean().default(true),
  useItalic: z.boolean().default(false),
  rewriteStyle: z.enum(REWRITE_STYLES).optional(),
  /**
   * The Commander Customizer's smart bullets: `true` bullets runs of instruction
   * lines, `false` adds no bullets (the player's own stay); absent, the engine decides as before.
   */
  smartBullets: z.boolean().optional(),
  /**
   * Where the mail is read: `mail` (the parchment) or `board` (the alliance description's blue).
   * Absent means mail. The engine's highlight colours follow it, and on the board the default
   * title colour becomes the bright gold that reads there.
   */
  background: z.enum(MAIL_BACKGROUNDS).optional(),
});

/** What the engines receive: every default applied. */
export type FormatRequest = z.output<typeof FormatRequestSchema>;
/** What a client sends: defaults may be left out. */
export type FormatRequestInput = z.input<typeof FormatRequestSchema>;

/**
 * Why a result differs from what the player might expect. The browser translates by `code`;
 * `message` is the English text for API clients.
 */
export const FORMAT_WARNING_CODES = [
  'too-long',
  'decoration-reduced',
  'rewrite-reduced',
  'characters-removed',
  'markup-removed',
  'markup-replaced',
  'rewrite-limited',
  'kept-plain',
  'model-fallback',
  'model-busy',
  'model-unreachable',
] as const;

const FormatWarningSchema = z.object({
  code: z.enum(FORMAT_WARNING_CODES),
  /** In English; the browser shows `formatWarnings.<code>` with `params` in the player's language. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FormatWarning = z.infer<typeof FormatWarningSchema>;

export const FormatResponseSchema = z.object({
  success: z.literal(true),
  formattedMessage: z.string(),
  characterCount: z.number().int().nonnegative(),
  /** 'built-in', or the name of the model that wrote the mail. */
  engine: z.string(),
  warnings: z.array(FormatWarningSchema),
});
export type FormatResponse = z.infer<typeof FormatResponseSchema>;

/** The engines `FORGE_PROVIDER` can name: the built-in one, or an OpenAI-compatible model. */
export const FORGE_PROVIDERS = ['builtin', 'openai'] as const;
export type EngineProvider = (typeof FORGE_PROVIDERS)[number];

/**
 * `GET /api/format-engine`: what formats a mail on this server. With `builtin`, the browser formats
 * with the same engine on its own; with `openai` it asks the server first and formats on its own
 * only when the server cannot be reached.
 */
export const FormatEngineInfoSchema = z.object({ provider: z.enum(FORGE_PROVIDERS) });
export type FormatEngineInfo = z.infer<typeof FormatEngineInfoSchema>;
