import { translateErrorText } from '#web/i18n/error-text.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The JSON body of an API error: `{ success: false, error, fieldErrors? }`. */
type ApiErrorData = {
  error?: string;
  /** The stable machine code of `error` (`auth.invalidCredentials`). */
  code?: string;
  fieldErrors?: Record<string, string[]>;
};

function parseErrorData(body: string): ApiErrorData | undefined {
  try {
    const data: unknown = JSON.parse(body);
    return typeof data === 'object' && data !== null ? (data as ApiErrorData) : undefined;
  } catch {
    return undefined;
  }
}

/** A non-success response. `message` is `STATUS: body`; `body` is the raw text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The parsed JSON body, when the body is a JSON object. */
  readonly data: ApiErrorData | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.data = parseErrorData(body);
  }
}

/** Throws an {@link ApiError} for any non-success response; resolves for a success. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, body);
}

/**
 * The server's message (`error` of the JSON body) when `error` is an API error carrying one, in the
 * reader's language when its code or words are known (`translateErrorText`).
 */
export function getServerErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.data?.error;
  if (typeof message !== 'string' || message.length === 0) return undefined;
  const code = error.data?.code;
  return translateErrorText(message, typeof code === 'string' ? code : undefined);
}

/**
 * The first message per field of a 400 validation answer (`fieldErrors`), or an empty object; each
 * in the reader's language when its English words are known.
 */
export function getServerFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fieldErrors = error.data?.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof message === 'string') first[field] = translateErrorText(message);
  }
  return first;
}

/**
 * Shows each message of a 400 validation answer on its own field, for the fields the form has
 * (react-hook-form's `setError`); other fields' messages are left to the caller. Returns whether
 * any was shown.
 */
export function showServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
): boolean {
  const fieldErrors = getServerFieldErrors(error);
  let isShown = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { message });
      isShown = true;
    }
  }
  return isShown;
}

/** True when the call never got an answer (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The browser is offline: the call was not sent, or was given up when the connection went. */
export class OfflineError extends Error {
  constructor() {
    super('The browser is offline');
    this.name = 'OfflineError';
  }
}

/** No answer came within the time the call allows. */
export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Runs a call (the request and the reading of its answer) that must not hang: it is aborted when
 * `timeoutMs` passes ({@link RequestTimeoutError}) or when the browser goes offline
 * ({@link OfflineError}), and not sent at all while the browser is offline. A phone that loses
 * its network mid-request otherwise waits for the operating system's own timeout.
 */
export async function withConnectionGuard<T>(
  run: (signal: AbortSignal) => Promise<T>,
  { timeoutMs }: { timeoutMs: number },
): Promise<T> {
  if (isOffline()) throw new OfflineError();
  const controller = new AbortController();
  let failure: Error | undefined;
  const stop = (error: Error) => {
    failure ??= error;
    controller.abort(error);
  };
  const timer = setTimeout(() => stop(new RequestTimeoutError(timeoutMs)), timeoutMs);
  const onOffline = () => stop(new OfflineError());
  window.addEventListener('offline', onOffline);
  try {
    const pending = run(controller.signal);
    // A call that ignores its signal is still given up on.
    const stopped = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(failure), { once: true });
    });
    return await Promise.race([pending, stopped]);
  } catch (error) {
    if (failure) throw failure;
    if (isNetworkError(error) && isOffline()) throw new OfflineError();
    throw error;
  } finally {
    clearTimeout(timer);
    window.removeEventListener('offline', onOffline);
  }
}

/**
 * Calls the API with cookies included and a JSON body when `body` is given. The browser's session
 * is its httpOnly cookie; no token is kept in script-readable storage. Resolves with the response
 * when it is a success; otherwise throws an {@link ApiError}.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET `url` and its JSON body (refusals throw ApiError, as apiRequest does). */
export async function getJson(url: string): Promise<unknown> {
  return (await apiRequest('GET', url)).json();
}

/** POST `body` as JSON to `url` and its JSON answer. */
export async function postJson(url: string, body?: unknown): Promise<unknown> {
  return (await apiRequest('POST', url, body)).json();
}
