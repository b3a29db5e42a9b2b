import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_KEY_PATTERN } from '#shared/schemas/history.ts';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { AiAssistPanel } from '#web/features/format/ai-assist-panel.tsx';
import { copyText } from '#web/lib/clipboard.ts';
import {
  addVisitorMail,
  HISTORY_QUERY_KEY,
  keepMail,
  type MailToKeep,
  sendKeepQueue,
} from '#web/lib/keep-mail.ts';
import { KEEP_QUEUE_STORAGE_KEY } from '#web/lib/keep-queue.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import { setSignedInUser } from '#web/lib/use-user.ts';
import {
  readVisitorMails,
  VISITOR_HISTORY_STORAGE_KEY,
  type VisitorMail,
} from '#web/lib/visitor-history.ts';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt, renderWithToaster } from '#web/test/render.tsx';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));
const copyMock = vi.mocked(copyText);

afterEach(() => {
  act(() => dismissToast());
  copyMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function AiAssistHarness() {
  const [draft, setDraft] = useState('rally at 21:00');
  return <AiAssistPanel draft={draft} onDraftChange={setDraft} />;
}

const at = (minute: number) => new Date(Date.UTC(2025, 2, 5, 12, minute));
const signedIn = () => {
  const client = createQueryClient();
  setSignedInUser(client, makeUser());
  return client;
};
const signedOut = () => {
  const client = createQueryClient();
  setSignedInUser(client, null);
  return client;
};

describe('keeping a mail for a visitor', () => {
  it('keeps it in this browser, newest first, and asks no server', async () => {
    const fetchMock = stubApi({});
    const client = signedOut();
    await keepMail(client, { formattedMessage: '<b>First</b>', mode: 'new' }, at(1));
    await keepMail(client, { formattedMessage: 'Second', mode: 'manual' }, at(2));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readVisitorMails()).toMatchObject([
      { formattedMessage: 'Second', mode: 'manual', updatedAt: at(2).toISOString() },
      { formattedMessage: '<b>First</b>', mode: 'new', createdAt: at(1).toISOString() },
    ]);
  });

  it('keeps the last 20 only', async () => {
    const client = signedOut();
    for (let index = 1; index <= 25; index += 1) {
      await keepMail(client, { formattedMessage: `Mail ${index}`, mode: 'new' }, at(index));
    }
    const mails = readVisitorMails();
    expect(mails).toHaveLength(20);
    expect(mails[0]?.formattedMessage).toBe('Mail 25');
    expect(mails.at(-1)?.formattedMessage).toBe('Mail 6');
  });

  it('moves the same mail as the newest to the top instead of keeping it twice', async () => {
    const client = signedOut();
    await keepMail(client, { formattedMessage: 'Rally at 20:00', mode: 'new' }, at(1));
    await keepMail(client, { formattedMessage: 'Rally at 20:00', mode: 'manual' }, at(2));
    expect(readVisitorMails()).toMatchObject([
      {
        formattedMessage: 'Rally at 20:00',
        mode: 'manual',
        createdAt: at(1).toISOString(),
        updatedAt: at(2).toISOString(),
      },
    ]);
    // Like the server: only the newest is compared, an older copy is kept again.
    await keepMail(client, { formattedMessage: 'Other', mode: 'new' }, at(3));
    await keepMail(client, { formattedMessage: 'Rally at 20:00', mode: 'new' }, at(4));
    expect(readVisitorMails().map((mail) => mail.formattedMessage)).toEqual([
      'Rally at 20:00',
      'Other',
      'Rally at 20:00',
    ]);
  });

  it('keeps no blank mail and none the server could not import', async () => {
    const client = signedOut();
    await keepMail(client, { formattedMessage: '  \n ', mode: 'new' });
    await keepMail(client, { formattedMessage: 'a'.repeat(20_001), mode: 'manual' });
    expect(readVisitorMails()).toEqual([]);
  });

  it('reads past what storage holds that is not a kept mail', () => {
    localStorage.setItem(
      VISITOR_HISTORY_STORAGE_KEY,
      JSON.stringify([{ id: 1 }, 'x', { id: 'a', formattedMessage: 'Hi', mode: 'new' }]),
    );
    expect(readVisitorMails()).toEqual([]);
    localStorage.setItem(VISITOR_HISTORY_STORAGE_KEY, '{not json');
    expect(readVisitorMails()).toEqual([]);
  });

  it('adds to a list without touching it', () => {
    const mails: VisitorMail[] = [];
    expect(addVisitorMail(mails, { formattedMessage: 'A', mode: 'new' }, at(1))).toHaveLength(1);
    expect(mails).toEqual([]);
  });
});

describe('keeping a mail for a signed-in player', () => {
  it('sends it to the server and refreshes My mail, keeping nothing in the browser', async () => {
    const fetchMock = stubApi({ 'POST /api/history': () => json({ entry: {} }, 201) });
    const client = signedIn();
    const refresh = vi.spyOn(client, 'invalidateQueries');
    await keepMail(client, { formattedMessage: '<b>KVK</b>', mode: 'template' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      formattedMessage: '<b>KVK</b>',
      mode: 'template',
      keepKey: expect.stringMatching(KEEP_KEY_PATTERN),
    });
    expect(localStorage.getItem(KEEP_QUEUE_STORAGE_KEY)).toBeNull();
    expect(refresh).toHaveBeenCalledWith({ queryKey: HISTORY_QUERY_KEY });
    expect(readVisitorMails()).toEqual([]);
  });

  it('loses a mail the server refused without a word', async () => {
    stubApi({ 'POST /api/history': () => json({ success: false, error: 'Too many' }, 429) });
    await expect(
      keepMail(signedIn(), { formattedMessage: 'Rally', mode: 'new' }),
    ).resolves.toBeUndefined();
    expect(readVisitorMails()).toEqual([]);
  });

  it('keeps it in the browser when the session has ended meanwhile', async () => {
    stubApi({ 'POST /api/history': () => json({ success: false, error: 'Not signed in' }, 401) });
    await keepMail(signedIn(), { formattedMessage: 'Rally', mode: 'new' });
    expect(readVisitorMails()).toMatchObject([{ formattedMessage: 'Rally' }]);
  });

  it('queues a mail kept offline and sends it once when the connection returns', async () => {
    const kept: { keepKey: string }[] = [];
    stubApi({
      'POST /api/history': ({ body }) => {
        kept.push(body as { keepKey: string });
        return json({ entry: {} }, 201);
      },
    });
    const client = signedIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keepMail(client, { formattedMessage: 'Rally offline', mode: 'new' });
    expect(kept).toEqual([]);
    expect(JSON.parse(localStorage.getItem(KEEP_QUEUE_STORAGE_KEY) ?? '[]')).toMatchObject([
      { formattedMessage: 'Rally offline', mode: 'new' },
    ]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // The connection comes back while a second mail is kept: each is sent once.
    await Promise.all([
      sendKeepQueue(client),
      keepMail(client, { formattedMessage: 'Second', mode: 'new' }),
      sendKeepQueue(client),
    ]);
    expect(kept.map((body) => (body as unknown as MailToKeep).formattedMessage)).toEqual([
      'Rally offline',
      'Second',
    ]);
    expect(new Set(kept.map((body) => body.keepKey)).size).toBe(2);
    expect(localStorage.getItem(KEEP_QUEUE_STORAGE_KEY)).toBeNull();
    expect(readVisitorMails()).toEqual([]);
  });

  it('sends a mail again with the same key after the server failed, until it is kept', async () => {
    const keys: string[] = [];
    let status = 503;
    stubApi({
      'POST /api/history': ({ body }) => {
        keys.push((body as { keepKey: string }).keepKey);
        return json(status === 201 ? { entry: {} } : { success: false }, status);
      },
    });
    const client = signedIn();
    await keepMail(client, { formattedMessage: 'Rally', mode: 'new' });
    expect(localStorage.getItem(KEEP_QUEUE_STORAGE_KEY)).not.toBeNull();
    status = 201;
    await sendKeepQueue(client);
    await sendKeepQueue(client);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(localStorage.getItem(KEEP_QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('asks the server while the user is not known yet in a browser that signed in', async () => {
    setSessionHint();
    const fetchMock = stubApi({ 'POST /api/history': () => json({ entry: {} }, 201) });
    await keepMail(createQueryClient(), { formattedMessage: 'Rally', mode: 'new' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('what is kept', () => {
  it("Final Dispatch's Copy keeps the mail with its mode; a failed copy keeps nothing", async () => {
    const user = userEvent.setup();
    copyMock.mockResolvedValueOnce(false).mockResolvedValue(true);
    renderWithToaster(<FinalDispatch markup="<b>Rally</b> at 21:00" mode="new" />, {});
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readVisitorMails()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(readVisitorMails()).toMatchObject([
        { formattedMessage: '<b>Rally</b> at 21:00', mode: 'new' },
      ]),
    );
  });

  it("Final Dispatch's Copy keeps the Manual Builder's mode when given none", async () => {
    const user = userEvent.setup();
    copyMock.mockResolvedValue(true);
    renderWithToaster(<FinalDispatch markup="Hand made" />, {});
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(readVisitorMails()).toMatchObject([{ formattedMessage: 'Hand made', mode: 'manual' }]),
    );
  });

  it("a signed-in player's copy goes to the server, and copying never waits for it", async () => {
    const user = userEvent.setup();
    setSessionHint();
    copyMock.mockResolvedValue(true);
    const kept: unknown[] = [];
    renderWithToaster(<FinalDispatch markup="Rally" mode="template" />, {
      'POST /api/history': async ({ body }) => {
        kept.push(body);
        return new Promise<Response>(() => undefined);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    await waitFor(() =>
      expect(kept).toEqual([
        { formattedMessage: 'Rally', mode: 'template', keepKey: expect.any(String) },
      ]),
    );
    expect(readVisitorMails()).toEqual([]);
  });

  it('AI Assist keeps each mail it formats', async () => {
    const user = userEvent.setup();
    const formattedMessage = '<b>RALLY</b>\nJoin at 21:00';
    stubApi({
      'POST /api/format-message': () =>
        json({
          success: true,
          formattedMessage,
          characterCount: 26,
          engine: 'built-in',
          warnings: [],
        }),
    });
    renderAt(<AiAssistHarness />);
    await user.click(screen.getByRole('button', { name: /FORMAT MESSAGE/ }));
    await waitFor(() =>
      expect(readVisitorMails()).toMatchObject([{ formattedMessage, mode: 'new' }]),
    );
  });
});
