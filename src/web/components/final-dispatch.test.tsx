import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countChars, nearestReadableShade, validate } from '#markup/index.ts';
import { BACKGROUND_COLORS, LIMITS, TIMINGS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { copyText } from '#web/lib/clipboard.ts';
import { setMailBackground } from '#web/lib/mail-background.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import { createDeferred, json, makeUser, stubApi } from '#web/test/api.ts';
import { galleryModuleRoute } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));
const copyMock = vi.mocked(copyText);

// 'Share to gallery' asks whether the gallery's module is open: closed unless a test says otherwise.
beforeEach(() => {
  stubApi(galleryModuleRoute(null));
});

afterEach(() => {
  act(() => dismissToast());
  copyMock.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDispatch(ui: React.ReactElement) {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

describe('FinalDispatch', () => {
  it('shows the mail, its count, the engine, warnings and the preview', () => {
    renderDispatch(
      <FinalDispatch
        markup="<b>Rally</b> at 21:00 UTC"
        engine="built-in"
        warnings={[
          { code: 'decoration-reduced', message: 'English words', params: { limit: 2000 } },
          { code: 'from-a-newer-server', message: 'The mail was shortened.' },
        ]}
      />,
    );
    const card = screen.getByTestId('final-dispatch');
    expect(within(card).getByRole('heading', { name: 'Final Dispatch' })).toBeTruthy();
    expect(within(card).getByLabelText<HTMLTextAreaElement>('Mail ready to paste').value).toBe(
      '<b>Rally</b> at 21:00 UTC',
    );
    expect(within(card).getByTestId('char-counter').textContent).toBe('25 / 2000 characters');
    expect(within(card).getByText('Forged by built-in')).toBeTruthy();
    // A known code in the reader's words with its figures; an unknown one as the server wrote it.
    expect(
      within(card).getByText(
        'Some decoration was left out to keep the mail within 2000 characters.',
      ),
    ).toBeTruthy();
    expect(within(card).getByText('The mail was shortened.')).toBeTruthy();
    expect(within(card).getByTestId('mail-preview-body').textContent).toBe('Rally at 21:00 UTC');
  });

  it('leaves out engine, warnings and preview when not given or asked', () => {
    renderDispatch(<FinalDispatch markup="hi" showPreview={false} />);
    expect(screen.queryByTestId('final-dispatch-engine')).toBeNull();
    expect(screen.queryByTestId('final-dispatch-warnings')).toBeNull();
    expect(screen.queryByTestId('mail-preview')).toBeNull();
  });

  it('disables Copy while the mail is blank', () => {
    renderDispatch(<FinalDispatch markup={'  \n '} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy' }).disabled).toBe(true);
  });

  it("copies, says 'Copied!' for 1.5 s and toasts", async () => {
    vi.useFakeTimers();
    copyMock.mockResolvedValue(true);
    renderDispatch(<FinalDispatch markup="<b>Rally</b>" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(copyMock).toHaveBeenCalledWith('<b>Rally</b>');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(screen.getByText('Copied to clipboard!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicatorMs - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('shows the failure toast when copying fails', async () => {
    copyMock.mockResolvedValue(false);
    renderDispatch(<FinalDispatch markup="<b>Rally</b>" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByText('Failed to copy')).toBeTruthy();
    expect(screen.getByText('Please manually copy the text.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('copies the whole mail on Ctrl+C in the output when nothing is selected', async () => {
    copyMock.mockResolvedValue(true);
    renderDispatch(<FinalDispatch markup="<i>hello</i>" />);
    const output = screen.getByLabelText<HTMLTextAreaElement>('Mail ready to paste');
    output.setSelectionRange(0, 0);
    await act(async () => {
      fireEvent.keyDown(output, { key: 'c', ctrlKey: true });
    });
    expect(copyMock).toHaveBeenCalledWith('<i>hello</i>');
    copyMock.mockClear();
    output.setSelectionRange(0, 3);
    fireEvent.keyDown(output, { key: 'c', metaKey: true });
    expect(copyMock).not.toHaveBeenCalled();
  });
});

describe('FinalDispatch with a deferred output (the Manual Builder)', () => {
  it('shows a new mail once the browser is idle, and Copy takes the latest mail at once', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    copyMock.mockResolvedValue(true);
    const { rerender } = renderDispatch(<FinalDispatch markup="<b>Ra</b>" isOutputDeferred />);
    const output = screen.getByLabelText<HTMLTextAreaElement>('Mail ready to paste');
    expect(output.value).toBe('<b>Ra</b>');
    rerender(
      <>
        <FinalDispatch markup="<b>Rally</b>" isOutputDeferred />
        <Toaster />
      </>,
    );
    expect(output.value).toBe('<b>Ra</b>');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(copyMock).toHaveBeenCalledWith('<b>Rally</b>');
    act(() => vi.advanceTimersByTime(100));
    expect(output.value).toBe('<b>Rally</b>');
    expect(screen.getByTestId('char-counter').textContent).toBe('12 / 2000 characters');
  });
});

describe('CharCounter', () => {
  const thresholds = { warn: 1500, danger: 1800 };
  it.each([
    [1500, 'ok'],
    [1501, 'warn'],
    [1800, 'warn'],
    [1801, 'danger'],
    [2000, 'danger'],
    [2001, 'over'],
  ])('at %i characters is %s', (count, level) => {
    render(<CharCounter count={count} thresholds={thresholds} />);
    expect(screen.getByTestId('char-counter').dataset.level).toBe(level);
  });
});

/** A mail of three sections, each about 1800 characters: over the limit, in three parts. */
const LONG_MAIL = Array.from(
  { length: 3 },
  (_, index) => `<b>Wave ${index + 1}</b>\n${'Hold the pass until the rally. '.repeat(58)}`,
).join('\n\n');

describe('FinalDispatch with a mail over the limit', () => {
  it('offers no split while the mail fits', () => {
    renderDispatch(<FinalDispatch markup={'x'.repeat(LIMITS.mailChars)} />);
    expect(screen.queryByRole('button', { name: 'Split into parts' })).toBeNull();
  });

  it('splits into numbered parts, each within the limit, valid, counted and copied on its own', async () => {
    copyMock.mockResolvedValue(true);
    renderDispatch(<FinalDispatch markup={LONG_MAIL} />);
    const toggle = screen.getByRole('button', { name: 'Split into parts' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByTestId('mail-part')).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const parts = screen.getAllByTestId('mail-part');
    expect(parts).toHaveLength(3);
    parts.forEach((part, index) => {
      const text = within(part).getByLabelText<HTMLTextAreaElement>(`Part ${index + 1} of 3`).value;
      expect(text.startsWith(`(${index + 1}/3)\n<b>Wave ${index + 1}</b>`)).toBe(true);
      expect(countChars(text)).toBeLessThanOrEqual(LIMITS.mailChars);
      expect(validate(text).filter((issue) => issue.severity === 'error')).toEqual([]);
      expect(within(part).getByTestId('char-counter').textContent).toBe(
        `${countChars(text)} / 2000 characters`,
      );
    });

    const second = within(parts[1]!).getByLabelText<HTMLTextAreaElement>('Part 2 of 3').value;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy part 2 of 3' }));
    });
    expect(copyMock).toHaveBeenCalledWith(second);
    expect(screen.getByRole('button', { name: 'Copied part 2 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy part 1 of 3' })).toBeTruthy();
    expect(screen.getByText('Part 2 of 3 copied to clipboard!')).toBeTruthy();
  });

  it('leaves the numbers out when asked', () => {
    renderDispatch(<FinalDispatch markup={LONG_MAIL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Split into parts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Number the parts (1/3)' }));
    const first = screen.getByLabelText<HTMLTextAreaElement>('Part 1 of 3').value;
    expect(first.startsWith('<b>Wave 1</b>')).toBe(true);
  });

  it('splits the mail shown in a deferred output once the browser is idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { rerender } = renderDispatch(<FinalDispatch markup="short" isOutputDeferred />);
    expect(screen.queryByRole('button', { name: 'Split into parts' })).toBeNull();
    rerender(<FinalDispatch markup={LONG_MAIL} isOutputDeferred />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Split into parts' })).toBeTruthy();
  });
});

describe('FinalDispatch share link', () => {
  it('stores the mail and shows the whole link with Copy link', async () => {
    const user = userEvent.setup();
    copyMock.mockResolvedValue(true);
    const answer = createDeferred<Response>();
    const { fetchMock } = renderWithToaster(<FinalDispatch markup="<b>Rally</b>" />, {
      'POST /api/share': () => answer.promise,
      ...galleryModuleRoute(null),
    });
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Making link…' }).disabled).toBe(
      true,
    );
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/share');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      formattedMessage: '<b>Rally</b>',
    });
    answer.resolve(json({ id: 'Ab3_xY9-kLmN', url: '/m/Ab3_xY9-kLmN' }, 201));
    const link = await screen.findByLabelText<HTMLInputElement>('Link to this mail');
    expect(link.value).toBe(`${window.location.origin}/m/Ab3_xY9-kLmN`);
    expect(link.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copyMock).toHaveBeenCalledWith(`${window.location.origin}/m/Ab3_xY9-kLmN`);
    expect(screen.getByText('Link copied to clipboard!')).toBeTruthy();
  });

  it("shows the server's reason in a toast when no link is made", async () => {
    const user = userEvent.setup();
    renderWithToaster(<FinalDispatch markup="<b>Rally</b>" />, {
      'POST /api/share': () =>
        json(
          {
            success: false,
            error: 'Too many share links from this address. Please wait an hour and try again.',
            code: 'share.rateLimited',
          },
          429,
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(await screen.findByText('Could not make a share link')).toBeTruthy();
    expect(
      screen.getByText(
        'Too many share links from this address. Please wait an hour and try again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Link to this mail')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Share link' }).disabled).toBe(
      false,
    );
  });

  it('hides a link made for an earlier version of the mail, and shares nothing blank', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/share': () => json({ id: 'Ab3_xY9-kLmN', url: '/m/Ab3_xY9-kLmN' }, 201) });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = render(<FinalDispatch markup="<b>Rally</b>" />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    await screen.findByLabelText('Link to this mail');
    rerender(<FinalDispatch markup="<b>Rally</b> now" />);
    expect(screen.queryByLabelText('Link to this mail')).toBeNull();
    rerender(<FinalDispatch markup="<b>Rally</b>" />);
    expect(screen.getByLabelText('Link to this mail')).toBeTruthy();
    rerender(<FinalDispatch markup="  " />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Share link' }).disabled).toBe(
      true,
    );
  });
});

describe('FinalDispatch share to gallery', () => {
  it("sits beside 'Share link': a visitor's leads to sign in, a player's opens the share dialog", async () => {
    // The gallery's module is live: everyone may open it.
    const { unmount } = renderWithToaster(
      <FinalDispatch markup="<b>Rally</b>" />,
      galleryModuleRoute('live'),
    );
    const visitorRow = screen.getByRole('button', { name: 'Share link' }).parentElement!;
    expect(
      (
        await within(visitorRow).findByRole('link', { name: 'Sign in to share to gallery' })
      ).getAttribute('href'),
    ).toBe('/auth/signin');
    unmount();

    setSessionHint();
    const user = userEvent.setup();
    renderWithToaster(<FinalDispatch markup="<b>Rally</b>" />, {
      'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
      ...galleryModuleRoute('live'),
    });
    const share = await screen.findByRole('button', { name: 'Share to gallery' });
    expect(share.parentElement).toBe(
      screen.getByRole('button', { name: 'Share link' }).parentElement,
    );
    await user.click(share);
    expect(
      await screen.findByRole('dialog', { name: 'Share to the community gallery' }),
    ).toBeTruthy();
  });
});

describe('FinalDispatch: colours that do not read where the mail is read', () => {
  afterEach(() => act(() => setMailBackground('mail')));

  it('warns for each colour under 3:1 on the parchment and puts its readable shade in one tap', async () => {
    const markup =
      '<size=32><color=#FFD700><b>RALLY</b></color></size>\n<color=#ffd700>now</color> <color=#000000>go</color>';
    renderDispatch(<FinalDispatch markup={markup} />);
    const warnings = screen.getByTestId('contrast-warnings');
    expect(within(warnings).getByText("Hard to read on the mail's parchment")).toBeTruthy();
    expect(within(warnings).getByText('#FFD700 is 1.1:1 here (3:1 reads).')).toBeTruthy();
    // Black reads on the parchment: only the gold is listed.
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(1);
    const shade = nearestReadableShade('#FFD700', BACKGROUND_COLORS.mail);
    await userEvent.click(
      within(warnings).getByRole('button', { name: `Use ${shade} instead of #FFD700` }),
    );
    const output = screen.getByLabelText<HTMLTextAreaElement>('Mail ready to paste');
    expect(output.value).toBe(
      `<size=32><color=${shade}><b>RALLY</b></color></size>\n<color=${shade}>now</color> <color=#000000>go</color>`,
    );
    expect(screen.queryByTestId('contrast-warnings')).toBeNull();
  });

  it('on the board it checks the blue instead, and hands the fix to the editor that owns the mail', async () => {
    act(() => setMailBackground('board'));
    const changed = vi.fn();
    const markup = '<color=#8B6914>Title</color> <color=#FFD700>gold</color>';
    renderDispatch(<FinalDispatch markup={markup} onMarkupChange={changed} />);
    const warnings = screen.getByTestId('contrast-warnings');
    expect(
      within(warnings).getByText("Hard to read on the alliance description's blue"),
    ).toBeTruthy();
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('mail-preview-body').getAttribute('data-look')).toBe('alliance');
    const shade = nearestReadableShade('#8B6914', BACKGROUND_COLORS.board);
    await userEvent.click(
      within(warnings).getByRole('button', { name: `Use ${shade} instead of #8B6914` }),
    );
    expect(changed).toHaveBeenCalledWith(
      `<color=${shade}>Title</color> <color=#FFD700>gold</color>`,
    );
  });

  it('says nothing for a mail whose colours read', () => {
    renderDispatch(<FinalDispatch markup="<color=#8B6914>Title</color> body" />);
    expect(screen.queryByTestId('contrast-warnings')).toBeNull();
    expect(screen.getByTestId('mail-preview-body').getAttribute('data-look')).toBe('mail');
  });
});
