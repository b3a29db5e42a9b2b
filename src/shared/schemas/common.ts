import * as z from './zod.ts';

/** The API's own refusals, whatever the route (bad JSON, too large, unavailable…). */
export const API_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: 'This address does not take this kind of request.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Only JSON request bodies are accepted (Content-Type: application/json).',
  invalidInput: 'Invalid input',
  badUrl: 'The address is not valid: it has a broken %-escape.',
  urlTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers (cookies included) are too large.',
  requestTimeout: 'The request took too long to arrive.',
  malformedRequest: 'The request is not valid HTTP.',
  unavailable: 'MailForge is briefly unavailable. Please try again in a few seconds.',
  formatRateLimited: 'Too many formatting requests. Please wait a minute and try again.',
} as const;

/** The largest id PostgreSQL's `integer` (serial) holds. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * What every feature's API shares: the `:id` path parameter (a whole number from 1) and the bare
 * success answer. An id past what a row id can be is read as 0, which no row has: it answers 404
 * like any other unknown id, instead of a database error.
 */
export const IdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .transform((id) => (id > MAX_ROW_ID ? 0 : id)),
});

export const SuccessSchema = z.object({ success: z.literal(true) });

/** A row's id in an answer. */
export const RowIdSchema = z.number().int();

/** A moment in an answer: an ISO 8601 string (`Date.toISOString()`). */
export const IsoDateSchema = z.string();

/** A text a form must fill in: trimmed, `required` when empty, `tooLong` past `max` characters. */
export const requiredText = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
