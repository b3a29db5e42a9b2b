import { Check, Pencil, Trash2 } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { visibleText } from '#markup/index.ts';
import { LIMITS, type MailMode } from '#shared/constants.ts';
import { TextField } from '#web/components/form-field.tsx';
import {
  CopyMailButton,
  DeleteConfirmation,
  OpenInManualBuilderButton,
} from '#web/components/mail-actions.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

/** A kept mail as the list shows it, wherever it is kept (the server, or this browser). */
export type MyMailItem = {
  id: string;
  /** The player's title, else the mail's first line ('' when it has none). */
  title: string;
  formattedMessage: string;
  mode: MailMode;
  /** When it was kept last (ISO). */
  keptAt: string;
};

type MyMailListProps = {
  mails: readonly MyMailItem[];
  /** Resolves to whether the mail was renamed; the caller tells the player either way. */
  onRename: (id: string, title: string) => Promise<boolean>;
  /** Resolves to whether the mail was deleted; the caller tells the player either way. */
  onDelete: (id: string) => Promise<boolean>;
  /** What the list says when it is empty. */
  emptyText: string;
};

/** The first line of a mail as the game shows it, for a mail kept without a title. */
export function titleOfMail(mail: string): string {
  const firstLine =
    visibleText(mail)
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '';
  return [...firstLine].slice(0, LIMITS.historyTitle).join('');
}

type RenameFormProps = {
  title: string;
  isPending: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
};

/** The title as a text box: Enter saves, Escape cancels. */
function RenameForm({ title: initialTitle, isPending, onSave, onCancel }: RenameFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  // The box takes the focus as it opens, its text selected to be typed over.
  const focusInput = useCallback((input: HTMLInputElement | null) => {
    input?.focus();
    input?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSave(title);
  };
  const cancelOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextField
        label={t('myMail.renameLabel')}
        fieldClassName="gap-2"
        ref={focusInput}
        value={title}
        maxLength={LIMITS.historyTitle}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={cancelOnEscape}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending} className="grow sm:grow-0">
          <PendingIcon isPending={isPending} icon={<Check aria-hidden="true" />} />
          {isPending ? t('myMail.saving') : t('myMail.save')}
        </Button>
        <Button variant="parchment" onClick={onCancel} className="grow sm:grow-0">
          {t('myMail.cancel')}
        </Button>
      </div>
    </form>
  );
}

type MyMailEntryProps = {
  mail: MyMailItem;
  onRename: MyMailListProps['onRename'];
  onDelete: MyMailListProps['onDelete'];
  /** After the mail is deleted (its entry is gone): where the focus goes. */
  onDeleted: () => void;
};

const actionClass = 'grow whitespace-normal text-center';

function MyMailEntry({ mail, onRename, onDelete, onDeleted }: MyMailEntryProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [step, setStep] = useState<'idle' | 'renaming' | 'confirmingDelete'>('idle');
  const [pending, setPending] = useState<'rename' | 'delete' | null>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const title = mail.title || t('myMail.untitled');
  const text = visibleText(mail.formattedMessage).trim();
  // The words under the title, without the first line when it is the title already.
  const lines =
    mail.title && text.startsWith(mail.title) ? text.slice(mail.title.length).trim() : text;

  // Back to the list's buttons, the focus on the one that opened the step.
  const closeStep = (focusTarget: RefObject<HTMLButtonElement | null>) => {
    flushSync(() => setStep('idle'));
    focusTarget.current?.focus();
  };
  const focusOnMount = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  const save = async (next: string) => {
    setPending('rename');
    const isRenamed = await onRename(mail.id, next);
    setPending(null);
    if (isRenamed) closeStep(renameRef);
  };

  const remove = async () => {
    setPending('delete');
    const isDeleted = await onDelete(mail.id);
    if (isDeleted) {
      onDeleted();
      return;
    }
    setPending(null);
  };

  return (
    <li className="rounded-lg border border-parchment-400 bg-parchment-50/70 p-3 sm:p-4">
      <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2">
        {step === 'renaming' ? (
          <>
            <h3 id={titleId} className="sr-only">
              {title}
            </h3>
            <RenameForm
              title={mail.title}
              isPending={pending === 'rename'}
              onSave={(next) => void save(next)}
              onCancel={() => closeStep(renameRef)}
            />
          </>
        ) : (
          <h3 id={titleId} className="break-words font-bold text-ink-900 text-lg leading-snug">
            {title}
          </h3>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-700 text-sm">
          <Badge variant="muted">{t(`home.modes.${mail.mode}.name`)}</Badge>
          <time dateTime={mail.keptAt}>{formatDateTime(mail.keptAt, i18n.language)}</time>
        </p>
        {lines ? (
          <p className="line-clamp-2 whitespace-pre-line break-words text-ink-800 text-sm">
            {lines}
          </p>
        ) : null}

        {step === 'confirmingDelete' ? (
          <DeleteConfirmation
            texts={{
              question: t('myMail.deleteConfirmText'),
              cancel: t('myMail.cancel'),
              confirm: t('pages.sharedMail.deleteConfirm'),
              pending: t('pages.sharedMail.deleting'),
            }}
            isPending={pending === 'delete'}
            onCancel={() => closeStep(deleteRef)}
            onConfirm={() => void remove()}
            cancelRef={focusOnMount}
          />
        ) : null}

        {step === 'renaming' ? null : (
          <div className="flex flex-wrap gap-2 pt-1">
            <CopyMailButton markup={mail.formattedMessage} className={actionClass} />
            <OpenInManualBuilderButton markup={mail.formattedMessage} className={actionClass} />
            <Button
              ref={renameRef}
              variant="parchment"
              onClick={() => setStep('renaming')}
              className={actionClass}
            >
              <Pencil aria-hidden="true" />
              {t('myMail.rename')}
            </Button>
            <Button
              ref={deleteRef}
              variant="parchment"
              onClick={() => setStep('confirmingDelete')}
              disabled={step === 'confirmingDelete'}
              className={actionClass}
            >
              <Trash2 aria-hidden="true" />
              {t('myMail.delete')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * My mail's list: each kept mail with its title, mode and when it was kept, to copy,
 * open in the Manual Builder, rename in place or delete (after a confirmation).
 */
export function MyMailList({ mails, onRename, onDelete, emptyText }: MyMailListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  if (mails.length === 0) {
    return <p className="text-ink-800">{emptyText}</p>;
  }
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={t('myMail.title')}
      data-testid="my-mail-list"
      className="flex flex-col gap-3 outline-none"
    >
      {mails.map((mail) => (
        <MyMailEntry
          key={mail.id}
          mail={mail}
          onRename={onRename}
          onDelete={onDelete}
          onDeleted={() => listRef.current?.focus()}
        />
      ))}
    </ul>
  );
}
