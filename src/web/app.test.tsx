import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '#web/app.tsx';
import { renderAt } from '#web/test/render.tsx';

async function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}

// The protected routes (admin area, previews) are in src/web/features/admin/admin-guard.test.tsx.
describe('route table', () => {
  it.each([
    ['/', 'Forge your kingdom mail'],
    ['/auth/signin', 'Sign in'],
    ['/auth/signup', 'Create your account'],
    ['/__forgeadmin', 'Admin sign-in'],
  ])('%s shows its heading inside the shared layout', async (path, heading) => {
    renderAt(<App />, path);
    await findPageHeading(heading);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/account without a signed-in user goes to the sign-in page', async () => {
    const { location } = renderAt(<App />, '/account');
    await findPageHeading('Sign in');
    expect(location.history.at(-1)).toBe('/auth/signin');
  });

  // The original home is the admin's: a visitor finds nothing there.
  it.each(['/nowhere', '/admin/preview/unknown', '/auth', '/private-dev/original-home'])(
    '%s shows the not-found page',
    async (path) => {
      renderAt(<App />, path);
      await findPageHeading('404 Page Not Found');
      expect(screen.getByText(/There is no page at this address/)).toBeTruthy();
    },
  );

  it('the not-found page speaks to a player and leads home to the mail tool', async () => {
    const { location } = renderAt(<App />, '/nowhere');
    await findPageHeading('404 Page Not Found');
    expect(screen.queryByText(/router/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the mail tool' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('the home page shows the beta banner, the about panel and the mode cards', async () => {
    renderAt(<App />, '/');
    await findPageHeading('Forge your kingdom mail');
    expect(screen.getByText(/The mail tool is live in beta/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What is MailForge?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /AI Assist/ })).toBeTruthy();
  });
});
