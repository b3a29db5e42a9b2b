import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '#web/i18n/index.ts';
import { getPageMeta, usePageMeta } from '#web/page-meta.ts';
import { findRoute, ROUTES } from '#web/routes.ts';

function MetaOnly() {
  usePageMeta();
  return null;
}

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page titles and descriptions', () => {
  it.each([
    ['/', 'MailForge — Rise of Kingdoms mail formatter'],
    ['/auth/signin', 'Sign In — MailForge'],
    ['/auth/signup', 'Create your account — MailForge'],
    ['/account', 'Your account — MailForge'],
    ['/__forgeadmin', 'Admin — MailForge'],
    ['/admin/dashboard', 'Admin — MailForge'],
    ['/admin/modules/boardforge', 'Admin — MailForge'],
    ['/admin/preview/chatforge', 'Admin — MailForge'],
    ['/preview/mailforge', 'Preview — MailForge'],
    ['/community-gallery-preview', 'Preview — MailForge'],
    ['/private-dev/original-home', 'Preview — MailForge'],
    ['/no/such/page', 'Page not found — MailForge'],
  ])('%s is titled %s', (path, title) => {
    expect(getPageMeta(path).title).toBe(title);
  });

  it('a path and the route that shows it have the same title and description', () => {
    expect(getPageMeta('/auth/signin')).toEqual(getPageMeta(findRoute('/auth/signin')));
    expect(getPageMeta('/')).toEqual({
      title: 'MailForge — Rise of Kingdoms mail formatter',
      description: expect.stringMatching(/Rise of Kingdoms/),
    });
  });

  it('every route has a title and a description a search result can show', () => {
    for (const route of ROUTES) {
      const meta = getPageMeta(route);
      expect(meta.title, route.path).toMatch(/MailForge/);
      expect(meta.description.length, route.path).toBeGreaterThan(20);
      expect(meta.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('follow the page shown, creating the description when the document has none', () => {
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <MetaOnly />
      </Router>,
    );
    expect(document.title).toBe('MailForge — Rise of Kingdoms mail formatter');
    expect(description()).toMatch(/^MailForge formats Rise of Kingdoms/);

    act(() => location.navigate('/auth/signup'));
    expect(document.title).toBe('Create your account — MailForge');
    expect(description()).toMatch(/^Create a free MailForge account/);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('follow the language', async () => {
    i18n.addResourceBundle('es', 'translation', {
      meta: { signIn: { title: 'Entrar — MailForge' } },
    });
    const location = memoryLocation({ path: '/auth/signin' });
    render(
      <Router hook={location.hook}>
        <MetaOnly />
      </Router>,
    );
    expect(document.title).toBe('Sign In — MailForge');
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe('Entrar — MailForge');
  });
});
