import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { DiscordActions } from '#web/features/discord/discord-actions.tsx';
import { WEBHOOK_STORAGE_KEY } from '#web/features/discord/webhook.ts';
import { copyText } from '#web/lib/clipboard.ts';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));
const copyMock = vi.mocked(copyText);

const WEBHOOK = `https://discord.com/api/webhooks/123456789012345678/${'a'.repeat(68)}`;

afterEach(() => {
  act(() => dismissToast());
  copyMock.mockReset();
  vi.unstubAllGlobals();
});

function renderActions(markup: string, title?: string) {
  return render(
    <>
      <DiscordActions markup={markup} title={title} />
      <Toaster />
    </>,
  );
}

function stubDiscord(...answers: Response[]) {
  const fetchMock = vi.fn();
  for (const response of answers) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const postedContents = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)).content);

describe('DiscordActions', () => {
  it('copies the mail as Discord markdown', async () => {
    copyMock.mockResolvedValue(true);
    renderActions('<size=40><color=#FFD700>RALLY</color></size>\n<b>Hold</b> the pass', 'Rally');
    await userEvent.click(screen.getByRole('button', { name: 'Copy for Discord' }));
    expect(copyMock).toHaveBeenCalledWith('# Rally\n**Hold** the pass');
    expect(await screen.findByRole('button', { name: 'Copied for Discord!' })).toBeTruthy();
  });

  it('offers one copy button per numbered message for a long mail', () => {
    renderActions(Array.from({ length: 3 }, () => 'Hold the pass. '.repeat(80)).join('\n\n'));
    expect(screen.getByText(/this mail goes as 3 numbered messages/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Discord message 2 of 3' })).toBeTruthy();
  });

  it('refuses a webhook address that is not Discord’s, and keeps nothing', async () => {
    renderActions('Hold the pass');
    await userEvent.click(screen.getByRole('button', { name: 'Discord webhook' }));
    const input = screen.getByLabelText('Webhook address of your alliance’s channel');
    await userEvent.type(input, 'https://example.com/api/webhooks/1/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/This is not a Discord webhook address/)).toBeTruthy();
    expect(localStorage.getItem(WEBHOOK_STORAGE_KEY)).toBeNull();
  });

  it('asks for a webhook before posting, keeps it in this browser, then posts', async () => {
    const fetchMock = stubDiscord(new Response(null, { status: 204 }));
    renderActions('<b>Hold</b> the pass');
    await userEvent.click(screen.getByRole('button', { name: 'Post to Discord' }));
    expect(screen.getByTestId('discord-status').textContent).toBe(
      'Save your channel’s webhook address first.',
    );
    fireEvent.change(screen.getByLabelText('Webhook address of your alliance’s channel'), {
      target: { value: WEBHOOK },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(localStorage.getItem(WEBHOOK_STORAGE_KEY)).toBe(WEBHOOK);
    await userEvent.click(screen.getByRole('button', { name: 'Post to Discord' }));
    await waitFor(() =>
      expect(screen.getByTestId('discord-status').textContent).toBe('Sent to Discord (1 of 1).'),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe(`${WEBHOOK}?wait=true`);
    expect(postedContents(fetchMock)).toEqual(['**Hold** the pass']);
  });

  it("shows Discord's wait when rate limited, then posts only the rest", async () => {
    localStorage.setItem(WEBHOOK_STORAGE_KEY, WEBHOOK);
    const fetchMock = stubDiscord(
      new Response(null, { status: 204 }),
      new Response(JSON.stringify({ retry_after: 1.2 }), { status: 429 }),
      new Response(null, { status: 204 }),
    );
    renderActions(Array.from({ length: 2 }, () => 'Hold the pass. '.repeat(80)).join('\n\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Post to Discord' }));
    expect(
      (await screen.findByText(/Discord asks to wait 2 s \(1 of 2 sent\)/)).getAttribute('role'),
    ).toBe('status');
    await userEvent.click(screen.getByRole('button', { name: 'Post the last message to Discord' }));
    await screen.findByText('Sent to Discord (2 of 2).');
    const contents = postedContents(fetchMock);
    expect(contents.map((content) => content.slice(0, 6))).toEqual([
      '(1/2)\n',
      '(2/2)\n',
      '(2/2)\n',
    ]);
  });

  it('says when Discord does not know the webhook', async () => {
    localStorage.setItem(WEBHOOK_STORAGE_KEY, WEBHOOK);
    stubDiscord(new Response(JSON.stringify({ message: 'Unknown Webhook' }), { status: 404 }));
    renderActions('Hold the pass');
    await userEvent.click(screen.getByRole('button', { name: 'Post to Discord' }));
    expect(await screen.findByText(/Discord does not know this webhook/)).toBeTruthy();
  });
});
