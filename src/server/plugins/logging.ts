import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret (a one-time reset link's token): never written to logs. */
const SECRET_PARAMETER = /([?&](?:token|code|password)=)[^&#]*/giu;

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]');
}

/**
 * How a request is written in the logs: Fastify's own fields, with the URL's secrets redacted. A
 * player opening `/auth/reset?token=…` must not leave a working link in the operator's logs.
 */
export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
