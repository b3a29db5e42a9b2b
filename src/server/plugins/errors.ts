import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/db/availability.ts';
import { API_MESSAGES } from '#shared/schemas/common.ts';
import { errorCodeOf } from '#shared/schemas/error-codes.ts';

/** The API's own refusals (shared/schemas/common.ts), under the name the server has used. */
export const ERROR_MESSAGES = API_MESSAGES;

/**
 * An error the error handler answers with its status and message (`{ success: false, error }`),
 * and, given a field, `fieldErrors` naming it, so a form can show the message under that field.
 */
export function createClientError(
  statusCode: number,
  message: string,
  options: { field?: string; code?: string } = {},
): Error {
  return Object.assign(new Error(message), {
    statusCode,
    ...(options.code ? { errorCode: options.code } : {}),
    ...(options.field ? { fieldErrors: { [options.field]: [message] } } : {}),
  });
}

interface ErrorBody {
  success: false;
  error: string;
  /** A stable machine code (`auth.invalidCredentials`): shared/error-codes.ts. */
  code: string;
  fieldErrors?: Record<string, string[]>;
}

/** The one shape of every API error: the English text, its code and any field messages. */
export function errorBody(
  error: string,
  options: { code?: string; fieldErrors?: Record<string, string[]> } = {},
): ErrorBody {
  return {
    success: false,
    error,
    code: options.code ?? errorCodeOf(error),
    ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
  };
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

/** The one error path: every API error is `{ success: false, error, code }`. */
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
      return reply.status(400).send(errorBody(first, { fieldErrors }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(ERROR_MESSAGES.unavailable));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(errorBody(ERROR_MESSAGES.internal));
    }
    request.log.info({ err: error }, 'request rejected');
    const { fieldErrors, errorCode } = error as {
      fieldErrors?: Record<string, string[]>;
      errorCode?: string;
    };
    return reply
      .status(status)
      .send(errorBody(describeClientError(error), { code: errorCode, fieldErrors }));
  });
}

/**
 * The router's own refusals (a broken %-escape, a path parameter over its maximum length), which
 * never reach the error handler: answered in the app's shape too (Fastify's `frameworkErrors`).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  request.log.info({ err: error }, 'request rejected by the router');
  return reply
    .status(isTooLong ? 414 : 400)
    .send(errorBody(isTooLong ? ERROR_MESSAGES.urlTooLong : ERROR_MESSAGES.badUrl));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over the limit, a timeout,
 * broken HTTP): the app's JSON shape written on the socket (Fastify's `clientErrorHandler`).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_MESSAGES.requestTimeout]
        : [400, ERROR_MESSAGES.malformedRequest];
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
