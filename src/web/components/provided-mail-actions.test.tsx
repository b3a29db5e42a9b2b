import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import {
  MailActionsContext,
  type MailActionsProps,
  ProvidedMailActions,
} from '#web/components/provided-mail-actions.tsx';
import { stubApi } from '#web/test/api.ts';
import { galleryModuleRoute } from '#web/test/community.ts';

afterEach(() => vi.unstubAllGlobals());

function Probe({ markup, title }: MailActionsProps) {
  return <output data-testid="probe">{`${title ?? '-'}|${markup}`}</output>;
}

describe('the actions a finished mail offers', () => {
  it('are those the app provides, given the mail and its title', () => {
    render(
      <MailActionsContext value={Probe}>
        <ProvidedMailActions markup="<b>Rally</b>" title="KvK" />
      </MailActionsContext>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('KvK|<b>Rally</b>');
  });

  it('show nothing for a blank mail or when none are provided', () => {
    const { rerender } = render(
      <MailActionsContext value={Probe}>
        <ProvidedMailActions markup="  " />
      </MailActionsContext>,
    );
    expect(screen.queryByTestId('probe')).toBeNull();
    rerender(<ProvidedMailActions markup="<b>Rally</b>" />);
    expect(screen.queryByTestId('probe')).toBeNull();
  });

  it('show in Final Dispatch', () => {
    // 'Share to gallery' beside them asks whether the gallery is open.
    stubApi(galleryModuleRoute(null));
    render(
      <MailActionsContext value={Probe}>
        <FinalDispatch markup="<b>Rally</b>" showPreview={false} />
      </MailActionsContext>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('-|<b>Rally</b>');
  });
});
