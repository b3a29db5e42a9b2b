import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '#web/lib/clipboard.ts';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined): void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function setExecCommand(result: boolean | Error) {
  const execCommand = vi.fn((command: string) => {
    if (result instanceof Error) throw result;
    const area = document.activeElement;
    // The fallback must have the text selected in a field when it asks for a copy.
    return command === 'copy' && area instanceof HTMLTextAreaElement && result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    const execCommand = setExecCommand(true);
    await expect(copyText('<b>Rally</b>')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('<b>Rally</b>');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    setClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const execCommand = setExecCommand(true);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    setClipboard(undefined);
    setExecCommand(true);
    await expect(copyText('hello')).resolves.toBe(true);
  });

  it('reports failure when both ways fail, and gives focus back', async () => {
    setClipboard(undefined);
    setExecCommand(false);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await expect(copyText('hello')).resolves.toBe(false);
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('reports failure when the selection copy throws', async () => {
    setClipboard(undefined);
    setExecCommand(new Error('not supported'));
    await expect(copyText('hello')).resolves.toBe(false);
  });
});
