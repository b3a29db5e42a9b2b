import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMode } from '#shared/constants.ts';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { type ModeRules, useMailModes } from './use-mail-modes.ts';

afterEach(() => {
  act(() => dismissToast());
});

type Inputs = { draft: string; manualText: string };

const RULES: ModeRules<Inputs> = {
  modes: ['new', 'manual'],
  keepOnly: (inputs, mode) => ({
    draft: mode === 'new' ? inputs.draft : '',
    manualText: mode === 'manual' ? inputs.manualText : '',
  }),
  hasInput: (inputs, mode) => (mode === 'new' ? inputs.draft : inputs.manualText) !== '',
};

function useModes(loadPart: (mode: MailMode) => Promise<unknown> | undefined) {
  const [inputs, setInputs] = useState<Inputs>({ draft: 'rally at dawn', manualText: '' });
  const modes = useMailModes({
    initialMode: 'new',
    inputs,
    setInputs,
    rules: RULES,
    nameOf: (mode) => mode,
    loadPart,
  });
  return { ...modes, inputs };
}

describe('switching mode while the new part loads', () => {
  it('clears the other modes only once the part has loaded', async () => {
    let finish = () => {};
    const loading = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { result } = renderHook(() => useModes(() => loading));
    act(() => result.current.changeMode('manual'));
    expect(result.current.mode).toBe('manual');
    expect(result.current.inputs.draft).toBe('rally at dawn');

    await act(async () => {
      finish();
      await loading;
    });
    expect(result.current.inputs.draft).toBe('');
  });

  it('clears nothing when the part cannot be loaded (offline)', async () => {
    const failing = Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useModes(() => failing));
    await act(async () => {
      result.current.changeMode('manual');
      await failing.catch(() => {});
    });
    expect(result.current.mode).toBe('manual');
    expect(result.current.inputs.draft).toBe('rally at dawn');

    act(() => result.current.changeMode('new'));
    expect(result.current.inputs.draft).toBe('rally at dawn');
  });
});
