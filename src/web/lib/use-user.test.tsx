import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint, setSessionHint } from '#web/lib/storage.ts';
import { useUser } from '#web/lib/use-user.ts';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function WhoAmI() {
  const { user, isLoading } = useUser();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? `signed in as ${user.email} (${user.role})` : 'signed out'}</p>;
}

describe('useUser', () => {
  it('a browser that never signed in is signed out without asking the server', async () => {
    const fetchMock = stubApi({});
    renderAt(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a sign-in, asks /api/auth/me with cookies and gives the user', async () => {
    setSessionHint();
    const fetchMock = stubApi({
      'GET /api/auth/me': () => json({ success: true, user: makeUser({ role: 'premium' }) }),
    });
    renderAt(<WhoAmI />);
    expect(await screen.findByText('signed in as commander@example.com (premium)')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('a 401 signs the client out and forgets that it had signed in', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => json({ success: false, error: 'Not signed in' }, 401) });
    renderAt(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(hasSessionHint()).toBe(false);
  });

  it('a failed refresh clears the user', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => new Response('down', { status: 503 }) });
    renderAt(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeTruthy();
  });
});
