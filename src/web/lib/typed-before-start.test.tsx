import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedFields, restoreTypedFields } from './typed-before-start.ts';

/** The prerendered page: plain HTML, as the build wrote it, that the player types into. */
function prerenderedPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<form><input type="email" name="email"><input type="password" name="password">' +
    '<input type="checkbox" name="remember"><textarea name="draft"></textarea></form>';
  document.body.append(root);
  return root;
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The fresh render's form: controlled fields, so only an onChange changes what they hold. */
function SignInForm({ seen }: { seen: Record<string, string> }) {
  const [email, setEmail] = useState('');
  const [draft, setDraft] = useState('saved draft');
  seen.email = email;
  seen.draft = draft;
  return (
    <form>
      <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input type="password" name="password" defaultValue="" />
      <textarea name="draft" value={draft} onChange={(e) => setDraft(e.target.value)} />
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what is typed into a prerendered page before the app starts', () => {
  it('reaches the fresh render: its state, its fields and the focus', () => {
    const page = prerenderedPage();
    const email = page.querySelector<HTMLInputElement>('[name=email]')!;
    type(email, 'gov'); // before the script ran
    const typed = keepTypedFields(page);
    email.focus();
    type(email, 'gov@k1234.example'); // while the app was loading
    type(page.querySelector('textarea')!, 'rally at 20:00');

    const fresh = document.createElement('div');
    document.body.append(fresh);
    const seen: Record<string, string> = {};
    render(<SignInForm seen={seen} />, { container: fresh });
    act(() => restoreTypedFields(fresh, typed.take()));

    expect(seen).toEqual({ email: 'gov@k1234.example', draft: 'rally at 20:00' });
    const freshEmail = fresh.querySelector<HTMLInputElement>('[name=email]')!;
    expect(freshEmail.value).toBe('gov@k1234.example');
    expect(document.activeElement).toBe(freshEmail);
  });

  it('leaves the fresh fields alone when nothing was typed, and stops listening at take()', () => {
    const page = prerenderedPage();
    const typed = keepTypedFields(page);
    const taken = typed.take();
    type(page.querySelector<HTMLInputElement>('[name=email]')!, 'late@example.com');
    expect(taken).toEqual({ fields: [], focused: undefined });
    expect(typed.take().fields).toEqual([]);

    const fresh = document.createElement('div');
    document.body.append(fresh);
    const seen: Record<string, string> = {};
    render(<SignInForm seen={seen} />, { container: fresh });
    act(() => restoreTypedFields(fresh, taken));
    expect(seen).toEqual({ email: '', draft: 'saved draft' });
  });

  it('keeps nothing of a field typed back to what the page had', () => {
    const page = prerenderedPage();
    const typed = keepTypedFields(page);
    const password = page.querySelector<HTMLInputElement>('[name=password]')!;
    type(password, 'secret');
    type(password, '');
    expect(typed.take().fields).toEqual([]);
  });

  it("reaches a hydrated page's state, which kept the fields and what they show", async () => {
    const page = document.createElement('div');
    const seen: Record<string, string> = {};
    page.innerHTML = renderToString(<SignInForm seen={{}} />);
    document.body.append(page);
    const typed = keepTypedFields(page);
    const draft = page.querySelector('textarea')!;
    draft.focus();
    type(draft, 'rally at 20:00');
    draft.setSelectionRange(5, 5);

    await act(async () => {
      hydrateRoot(page, <SignInForm seen={seen} />);
    });
    expect(page.querySelector('textarea')).toBe(draft);
    expect(seen.draft).toBe('saved draft');
    act(() => restoreTypedFields(page, typed.take()));

    expect(seen).toEqual({ email: '', draft: 'rally at 20:00' });
    expect(draft.value).toBe('rally at 20:00');
    expect(document.activeElement).toBe(draft);
  });
});
