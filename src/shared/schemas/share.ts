import { LIMITS } from '#shared/constants.ts';
import { IsoDateSchema } from './common.ts';
import * as z from './zod.ts';

/** Share links: a mail stored on the server behind a short, unguessable link. */
export const SHARE_MESSAGES = {
  mailRequired: 'There is no mail to share yet',
  mailTooLong: `A shared mail must be at most ${LIMITS.sharedMailChars} characters`,
  notFound: 'This share link does not exist or has expired',
  notYours: 'Only the player who made this link can delete it',
  rateLimited: 'Too many share links from this address. Please wait an hour and try again.',
} as const;

/** The id in `/m/{id}`: URL-safe letters, unguessable (about 71 bits). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** `/api/share/{id}`: any id is taken; one that is not a link's answers 404 (no link has it). */
export const ShareIdParamsSchema = z.object({ id: z.string().max(64) });

/** `POST /api/share` body. */
export const CreateShareSchema = z.object({
  formattedMessage: z
    .string({ error: SHARE_MESSAGES.mailRequired })
    .min(1, { error: SHARE_MESSAGES.mailRequired, abort: true })
    .refine((mail) => mail.trim().length > 0, { error: SHARE_MESSAGES.mailRequired, abort: true })
    .max(LIMITS.sharedMailChars, { error: SHARE_MESSAGES.mailTooLong }),
});
export type CreateShareInput = z.input<typeof CreateShareSchema>;

/** `POST /api/share` answer (201): the id and the link's path (`/m/{id}`). */
export const CreatedShareSchema = z.object({ id: z.string(), url: z.string() });
export type CreatedShare = z.infer<typeof CreatedShareSchema>;

/** `GET /api/share/{id}`: the mail, when it was shared, and whether the caller may delete it. */
export const SharedMailSchema = z.object({
  id: z.string(),
  formattedMessage: z.string(),
  createdAt: IsoDateSchema,
  isMine: z.boolean(),
});
export type SharedMail = z.infer<typeof SharedMailSchema>;
