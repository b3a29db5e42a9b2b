import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { copyText } from '#web/lib/clipboard.ts';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));
const copyMock = vi.mocked(copyText);

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
