import { onlineManager, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from '#web/lib/query-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText });
}

function context(queryKey: readonly unknown[], meta?: { on401?: 'throw' | 'returnNull' }) {
  return {
    queryKey,
    meta,
    signal: new AbortController().signal,
    client: createQueryClient(),
  } as unknown as QueryFunctionContext;
}

describe('default query function', () => {
  it('GETs the query key joined by "/" with cookies included and parses JSON', async () => {
    fetchMock.mockResolvedValue(json({ notifications: [] }));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api', 'notifications']));
    expect(data).toEqual({ notifications: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('sends no Authorization header: the session is the httpOnly cookie', async () => {
    localStorage.setItem('auth_token', 'tok');
    fetchMock.mockResolvedValue(json({ success: true }));
    await getQueryFn({ on401: 'throw' })(context(['/api/auth/me']));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(init?.credentials).toBe('include');
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/me']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('yields null on 401 when asked to, by option or by query meta', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).resolves.toBe(
      null,
    );
    await expect(
      getQueryFn({ on401: 'throw' })(context(['/api/auth/me'], { on401: 'returnNull' })),
    ).resolves.toBe(null);
  });

  it('still throws on other failures when 401 yields null', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500, statusText: 'Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/x']))).rejects.toThrow(
      '500: boom',
    );
  });
});

describe('query client', () => {
  it('uses the default query function for queries without one', async () => {
    fetchMock.mockResolvedValue(json({ changelogs: [], unreadCount: 0 }));
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api', 'changelogs'] });
    expect(data).toEqual({ changelogs: [], unreadCount: 0 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/changelogs');
  });

  it('honours meta.on401 through the client', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/auth/me'],
      meta: { on401: 'returnNull' },
    });
    expect(data).toBeNull();
  });

  it('never goes stale, never refetches by itself and never retries', async () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);

    fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
    await expect(client.fetchQuery({ queryKey: ['/api/health'] })).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('runs an action while the browser says it is offline instead of holding it', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      const action = vi.fn(async () => 'sent');
      const mutation = client.getMutationCache().build(client, { mutationFn: action });
      await expect(mutation.execute(undefined)).resolves.toBe('sent');
      expect(action).toHaveBeenCalledOnce();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
