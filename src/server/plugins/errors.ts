import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const ERROR_MESSAGES = {
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Only JSON request bodies are accepted (Content-Type: application/json).',
  invalidInput: 'Invalid input',
} as const;

export interface ErrorBody {
  success: false;
  error: string;
  fieldErrors?: Record<string, string[]>;
}

/** Known client errors get a clear message; anything else is logged and answered generically. */
function describeClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ERROR_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ERROR_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? ERROR_MESSAGES.unsupportedMediaType
        : error.message;
    default:
      return error.message || ERROR_MESSAGES.invalidInput;
  }
}

/** The one error path (style.md rule 6): every API error is `{ success: false, error }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] = [
          ...(fieldErrors[field] ?? []),
          issue.message ?? ERROR_MESSAGES.invalidInput,
        ];
      }
      const first = error.validation[0]?.message ?? ERROR_MESSAGES.invalidInput;
      return reply
        .status(400)
        .send({ success: false, error: first, fieldErrors } satisfies ErrorBody);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, error: ERROR_MESSAGES.internal });
    }
    request.log.info({ err: error }, 'request rejected');
    return reply.status(status).send({ success: false, error: describeClientError(error) });
  });
}
