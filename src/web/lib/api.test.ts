import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  getServerErrorMessage,
  getServerFieldErrors,
  isNetworkError,
  OfflineError,
  RequestTimeoutError,
  showServerFieldErrors,
  throwIfResNotOk,
  withConnectionGuard,
} from '#web/lib/api.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

describe('apiRequest', () => {
  it('sends a JSON body with cookies included and resolves with the response', async () => {
    const response = new Response('{"ok":true}', { status: 200 });
    fetchMock.mockResolvedValue(response);
    const result = await apiRequest('POST', '/api/format-message', { message: 'Hi' });
    expect(result).toBe(response);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/format-message');
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"message":"Hi"}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends no body and no content type without a payload', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/notifications/mark-all-read');
    expect(lastInit().body).toBeUndefined();
    expect(lastInit().headers).toEqual({});
  });

  it('never sends a bearer token: the session travels in the httpOnly cookie', async () => {
    localStorage.setItem('auth_token', 'abc123');
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/signout');
    expect(lastInit().headers).toEqual({});
    expect(lastInit().credentials).toBe('include');
  });

  it('a non-success response throws "STATUS: body"', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"success":false,"error":"Invalid credentials"}', {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );
    const error = await apiRequest('POST', '/api/auth/signin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '401: {"success":false,"error":"Invalid credentials"}',
    );
    expect((error as ApiError).status).toBe(401);
  });

  it('an empty error body falls back to the status text', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('throwIfResNotOk', () => {
  it('resolves for a success and rejects with an Error for a failure', async () => {
    await expect(throwIfResNotOk(new Response('fine', { status: 200 }))).resolves.toBeUndefined();
    const failure = throwIfResNotOk(new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(
      throwIfResNotOk(new Response('nope', { status: 404, statusText: 'Not Found' })),
    ).rejects.toThrow('404: nope');
  });
});

describe('reading an API error', () => {
  it("gives the server's message from a JSON error body", async () => {
    const error = await throwIfResNotOk(
      new Response('{"success":false,"error":"Invalid email or password"}', { status: 401 }),
    ).catch((e: unknown) => e);
    expect(getServerErrorMessage(error)).toBe('Invalid email or password');
    expect((error as ApiError).data?.error).toBe('Invalid email or password');
  });

  it('keeps the field errors of a validation failure', () => {
    const error = new ApiError(
      400,
      'Bad Request',
      '{"success":false,"error":"Email is required","fieldErrors":{"email":["Email is required"]}}',
    );
    expect(error.data?.fieldErrors).toEqual({ email: ['Email is required'] });
    expect(getServerFieldErrors(error)).toEqual({ email: 'Email is required' });
  });

  it("shows the server's field messages on the form's own fields only", () => {
    const error = new ApiError(
      400,
      'Bad Request',
      '{"success":false,"error":"Invalid","fieldErrors":{"email":["Invalid email address","x"],"code":["Bad code"]}}',
    );
    const setError = vi.fn();
    showServerFieldErrors(error, ['email', 'password'] as const, setError);
    expect(setError.mock.calls).toEqual([['email', { message: 'Invalid email address' }]]);
    showServerFieldErrors(new TypeError('Failed to fetch'), ['email'] as const, setError);
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('gives no field errors for other failures', () => {
    expect(getServerFieldErrors(new ApiError(401, '', '{"error":"Not signed in"}'))).toEqual({});
    expect(getServerFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('gives nothing for a body that is not JSON, an empty message or another error', () => {
    expect(getServerErrorMessage(new ApiError(502, 'Bad Gateway', '<html>'))).toBeUndefined();
    expect(getServerErrorMessage(new ApiError(400, '', '{"error":""}'))).toBeUndefined();
    expect(getServerErrorMessage(new Error('boom'))).toBeUndefined();
  });

  it('tells a network failure from an answered error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/api/auth/me').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(new ApiError(500, 'Server Error', ''))).toBe(false);
  });
});

describe('a call that must not hang', () => {
  /** A request that never answers by itself, only to its signal. */
  const hangingCall = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    hangingCall.mockClear();
  });

  it('answers as usual when the answer comes in time', async () => {
    await expect(withConnectionGuard(async () => 'mail', { timeoutMs: 1000 })).resolves.toBe(
      'mail',
    );
  });

  it('gives up when no answer comes in time', async () => {
    vi.useFakeTimers();
    const result = withConnectionGuard(hangingCall, { timeoutMs: 30_000 });
    const settled = expect(result).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hangingCall.mock.calls[0]?.[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(hangingCall.mock.calls[0]?.[0].aborted).toBe(true);
  });

  it('gives up at once when the browser goes offline mid-request', async () => {
    const result = withConnectionGuard(hangingCall, { timeoutMs: 30_000 });
    window.dispatchEvent(new Event('offline'));
    await expect(result).rejects.toBeInstanceOf(OfflineError);
  });

  it('gives up on a call that ignores its signal', async () => {
    const result = withConnectionGuard(() => new Promise<never>(() => {}), { timeoutMs: 30_000 });
    window.dispatchEvent(new Event('offline'));
    await expect(result).rejects.toBeInstanceOf(OfflineError);
  });

  it('sends nothing while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(withConnectionGuard(hangingCall, { timeoutMs: 30_000 })).rejects.toBeInstanceOf(
      OfflineError,
    );
    expect(hangingCall).not.toHaveBeenCalled();
  });

  it('calls a failed connection offline when the browser has gone offline, else keeps it', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const online = await withConnectionGuard(failing, { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(isNetworkError(online)).toBe(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    const offline = await withConnectionGuard(
      () => {
        onLine.mockReturnValue(false);
        return failing();
      },
      { timeoutMs: 1000 },
    ).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(OfflineError);
  });

  it('passes its signal to fetch through apiRequest', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const result = withConnectionGuard((signal) => apiRequest('POST', '/api/x', {}, { signal }), {
      timeoutMs: 30_000,
    });
    window.dispatchEvent(new Event('offline'));
    await expect(result).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
