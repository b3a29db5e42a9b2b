import { vi } from 'vitest';
import type { PublicUser } from '#shared/schemas/auth.ts';

// Test helpers only: component tests answer the API through a stubbed fetch.

type FakeCall = { body: unknown; init: RequestInit | undefined };
export type FakeRoute = (call: FakeCall) => Response | Promise<Response>;

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch with routes keyed `METHOD /path`; an unexpected call fails the test. */
export function stubApi(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected API call: ${key}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return route({ body, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise with its resolve function, to hold a response while asserting the pending state. */
export function createDeferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A user as the API returns it. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    email: 'commander@example.com',
    role: 'anonymous',
    subscriptionStatus: 'inactive',
    subscriptionExpiry: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    isAdmin: false,
    ...overrides,
  };
}
