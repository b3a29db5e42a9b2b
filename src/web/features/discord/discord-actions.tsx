import { Check, Copy, Send, Settings } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDiscordMessages } from '#markup/index.ts';
import { DISCORD_WEBHOOK_PREFIXES } from '#shared/discord.ts';
import { Button, DisclosureButton } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { useCopyText } from '#web/components/use-copy-text.ts';
import {
  checkWebhookUrl,
  loadWebhookUrl,
  type PostResult,
  postToWebhook,
  storeWebhookUrl,
} from '#web/features/discord/webhook.ts';

export type DiscordActionsProps = {
  /** The mail markup, as it would be pasted into the game. */
  markup: string;
  /** The mail's title, the messages' heading; without it the mail's own sized first line is. */
  title?: string;
  className?: string;
};

function CopyMessage({ text, index, total }: { text: string; index: number; total: number }) {
  const { t } = useTranslation();
  const { isCopied, copy } = useCopyText({
    toasts: {
      copiedTitle:
        total > 1 ? t('discord.copiedPartTitle', { index, total }) : t('discord.copiedTitle'),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  const label =
    total > 1
      ? t(isCopied ? 'discord.copiedPart' : 'discord.copyPart', { index, total })
      : t(isCopied ? 'discord.copied' : 'discord.copy');
  return (
    <Button variant="parchment" onClick={() => void copy(text)}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label}
    </Button>
  );
}

type WebhookFormProps = {
  id: string;
  saved: string | undefined;
  onSaved: (url: string | undefined) => void;
};

/** The alliance channel's webhook address, kept in this browser only. */
function WebhookForm({ id, saved, onSaved }: WebhookFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState<string | undefined>();

  function save(event: FormEvent) {
    event.preventDefault();
    const check = checkWebhookUrl(draft);
    if (!check.isValid) {
      setError(t('discord.webhook.invalid'));
      setNote(undefined);
      return;
    }
    storeWebhookUrl(check.url);
    setDraft(check.url);
    setError(undefined);
    setNote(t('discord.webhook.saved'));
    onSaved(check.url);
  }

  function forget() {
    storeWebhookUrl(undefined);
    setDraft('');
    setError(undefined);
    setNote(t('discord.webhook.forgotten'));
    onSaved(undefined);
  }

  return (
    <form
      id={id}
      onSubmit={save}
      noValidate
      className="flex flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3"
    >
      <label htmlFor={inputId} className="font-semibold text-ink-900 text-sm">
        {t('discord.webhook.label')}
      </label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={`${DISCORD_WEBHOOK_PREFIXES[0]}…`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
        className="min-h-11 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 font-mono text-ink-900 text-sm"
      />
      {error ? (
        <p id={errorId} className="font-semibold text-danger-700 text-sm">
          {error}
        </p>
      ) : null}
      <p id={helpId} className="text-ink-700 text-sm">
        {t('discord.webhook.help')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit">{t('discord.webhook.save')}</Button>
        {saved ? (
          <Button type="button" variant="parchment" onClick={forget}>
            {t('discord.webhook.forget')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-ink-700 text-sm">
        {note}
      </p>
    </form>
  );
}

type Posting = { messages: readonly string[]; result: PostResult };

/**
 * 'Copy for Discord' and 'Post to Discord' for a mail: the mail as Discord markdown (split into
 * numbered messages over Discord's 2000 characters), copied, or posted by this browser straight to
 * the alliance channel's webhook, which is kept in this browser only. Discord's answer shows:
 * sent, rate limited (with the wait; posting again sends the rest), or an invalid webhook.
 */
export function DiscordActions({ markup, title, className }: DiscordActionsProps) {
  const { t } = useTranslation();
  const settingsId = useId();
  const messages = useMemo(
    () => toDiscordMessages(markup, { title, now: new Date() }),
    [markup, title],
  );
  const [webhook, setWebhook] = useState(loadWebhookUrl);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isPosting, setIsPosting] = useState(false);
  const [posting, setPosting] = useState<Posting | undefined>();
  const [isWebhookMissing, setIsWebhookMissing] = useState(false);

  // After a refusal, posting again sends what Discord has not taken yet (of this same mail).
  const last = posting?.messages === messages ? posting.result : undefined;
  const alreadySent = last && last.status !== 'sent' ? last.sent : 0;

  async function post() {
    if (!webhook) {
      setIsWebhookMissing(true);
      setIsSettingsOpen(true);
      return;
    }
    setIsPosting(true);
    const result = await postToWebhook(webhook, messages.slice(alreadySent));
    setIsPosting(false);
    setPosting({ messages, result: { ...result, sent: alreadySent + result.sent } });
  }

  function statusText(result: PostResult): string {
    const counts = { sent: result.sent, total: messages.length };
    switch (result.status) {
      case 'sent':
        return t('discord.status.sent', counts);
      case 'rate-limited':
        return t('discord.status.rateLimited', {
          ...counts,
          seconds: Math.max(1, Math.ceil(result.retryAfterSeconds)),
        });
      case 'invalid-webhook':
        return t('discord.status.invalidWebhook', counts);
      case 'failed':
        return t('discord.status.failed', counts);
    }
  }

  return (
    <section
      data-testid="discord-actions"
      aria-label={t('discord.title')}
      className={className ?? 'flex flex-col gap-3'}
    >
      {messages.length > 1 ? (
        <p className="text-ink-700 text-sm">{t('discord.split', { count: messages.length })}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {messages.map((message, index) => (
          <CopyMessage
            // A message is its place in the mail: the same place keeps its 'Copied' state.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            text={message}
            index={index + 1}
            total={messages.length}
          />
        ))}
        <Button variant="parchment" onClick={() => void post()} disabled={isPosting}>
          <PendingIcon isPending={isPosting} icon={<Send aria-hidden="true" />} />
          {isPosting
            ? t('discord.posting')
            : alreadySent > 0
              ? t('discord.postRest', { count: messages.length - alreadySent })
              : t('discord.post')}
        </Button>
        <DisclosureButton
          isOpen={isSettingsOpen}
          controls={settingsId}
          onClick={() => setIsSettingsOpen(!isSettingsOpen)}
        >
          <Settings aria-hidden="true" />
          {t('discord.webhook.toggle')}
        </DisclosureButton>
      </div>
      <p role="status" data-testid="discord-status" className="text-ink-900 text-sm">
        {last
          ? statusText(last)
          : isWebhookMissing && !webhook
            ? t('discord.webhook.missing')
            : null}
      </p>
      {isSettingsOpen ? (
        <WebhookForm
          id={settingsId}
          saved={webhook}
          onSaved={(url) => {
            setWebhook(url);
            setPosting(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
