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

/** What every feature's API shares: the `:id` path parameter and the bare success answer. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const SuccessSchema = z.object({ success: z.literal(true) });
