import { LIMITS, MAIL_MODES } from '#shared/constants.ts';
import { IsoDateSchema, RowIdSchema } from './common.ts';
import * as z from './zod.ts';

/** My mail: the mails a player formatted or copied, kept for them. */
export const HISTORY_LIMITS = {
  /** Mails kept on the server per signed-in player (the oldest go first). */
  perPlayer: 50,
  /** Mails a visitor's browser keeps, offered for import at sign-in. */
  perVisitor: 20,
} as const;

export const HISTORY_MESSAGES = {
  mailRequired: 'There is no mail to keep',
  mailTooLong: `A kept mail must be at most ${LIMITS.sharedMailChars} characters`,
  titleTooLong: `The title must be at most ${LIMITS.historyTitle} characters`,
  notFound: 'This mail is not in your history',
  rateLimited: 'Too many changes to your mail history. Please wait a minute and try again.',
  keepKeyInvalid: 'The keep key must be 8 to 64 letters, digits, - or _',
} as const;

/** A keep request's own key, made by the client: sent again, the same request keeps nothing new. */
export const KEEP_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const MailSchema = z
  .string({ error: HISTORY_MESSAGES.mailRequired })
  .refine((mail) => mail.trim().length > 0, { error: HISTORY_MESSAGES.mailRequired, abort: true })
  .max(LIMITS.sharedMailChars, { error: HISTORY_MESSAGES.mailTooLong });
const TitleSchema = z
  .string()
  .trim()
  .max(LIMITS.historyTitle, { error: HISTORY_MESSAGES.titleTooLong });

/**
 * `POST /api/history` body: the title is the mail's first line when left out. With `keepKey`, a
 * request sent again (a retry, a queue sent twice) answers with the mail the first one kept.
 */
export const KeepMailSchema = z.object({
  formattedMessage: MailSchema,
  mode: z.enum(MAIL_MODES),
  title: TitleSchema.optional(),
  keepKey: z
    .string()
    .regex(KEEP_KEY_PATTERN, { error: HISTORY_MESSAGES.keepKeyInvalid })
    .optional(),
});
export type KeepMailInput = z.input<typeof KeepMailSchema>;

/** `POST /api/history/import` body: a visitor's kept mails, when they sign in. */
export const ImportHistorySchema = z.object({
  entries: z
    .array(
      KeepMailSchema.omit({ keepKey: true }).extend({ createdAt: z.iso.datetime().optional() }),
    )
    .max(HISTORY_LIMITS.perVisitor),
});

/** `PATCH /api/history/:id` body. */
export const RenameMailSchema = z.object({ title: TitleSchema });

const HistoryEntrySchema = z.object({
  id: RowIdSchema,
  title: z.string(),
  formattedMessage: z.string(),
  mode: z.enum(MAIL_MODES),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
export const HistoryListSchema = z.object({ entries: z.array(HistoryEntrySchema) });
export const HistoryEntryResponseSchema = z.object({ entry: HistoryEntrySchema });
