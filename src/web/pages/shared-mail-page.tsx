import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { countChars } from '#markup/index.ts';
import { COUNTER_THRESHOLDS } from '#shared/constants.ts';
import type { SharedMail } from '#shared/schemas/share.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { CharCounter } from '#web/components/char-counter.tsx';
import {
  CopyMailButton,
  DeleteAction,
  OpenInManualBuilderButton,
} from '#web/components/mail-actions.tsx';
import { MailCard, MailLoadState } from '#web/components/mail-card.tsx';
import { MailParts } from '#web/components/mail-parts.tsx';
import { ProvidedMailActions } from '#web/components/provided-mail-actions.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import { useDeleteSharedMail, useSharedMail } from '#web/features/share/use-shared-mail.ts';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { deleteConfirmTexts } from '#web/lib/delete-texts.ts';
import { formatDate, useDisplayTimeZone } from '#web/lib/format-date.ts';

/** 'Delete link' for the link's maker, behind a confirmation. */
function DeleteLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const remove = useDeleteSharedMail(id);
  return (
    <DeleteAction
      label={t('pages.sharedMail.delete')}
      testId="delete-link-confirm"
      texts={deleteConfirmTexts(t, 'pages.sharedMail')}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => toast({ variant: 'success', title: t('pages.sharedMail.deletedTitle') }),
          onError: (error) =>
            toastFailure(
              error,
              t('pages.sharedMail.deleteFailedTitle'),
              t('pages.sharedMail.deleteFailedText'),
            ),
        })
      }
    />
  );
}

/**
 * 'Shared on …', in the reader's time zone once the page is taken over. Its own component: the
 * switch from the server's UTC is a render React does at once, in one task, which should hold this
 * line and not the whole mail.
 */
function SharedOn({ createdAt }: { createdAt: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <p className="text-ink-700 text-sm">
      {t('pages.sharedMail.sharedOn', { date: formatDate(createdAt, i18n.language, timeZone) })}
    </p>
  );
}

/** The shared mail as the game shows it, with Copy, 'Open in Manual Builder' and, for its maker, Delete. */
function SharedMailView({ mail }: { mail: SharedMail }) {
  const { t } = useTranslation();
  return (
    <MailCard
      markup={mail.formattedMessage}
      testId="shared-mail"
      label={t('pages.sharedMail.title')}
      header={
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <SharedOn createdAt={mail.createdAt} />
          <CharCounter
            count={countChars(mail.formattedMessage)}
            thresholds={COUNTER_THRESHOLDS.aiResult}
          />
        </div>
      }
      actions={
        <>
          <CopyMailButton markup={mail.formattedMessage} />
          <OpenInManualBuilderButton markup={mail.formattedMessage} />
          {mail.isMine ? <DeleteLink id={mail.id} /> : null}
        </>
      }
    >
      <MailParts markup={mail.formattedMessage} />
      <ProvidedMailActions markup={mail.formattedMessage} />
    </MailCard>
  );
}

/**
 * `/m/:id`: a mail shared with a link, read-only. The server renders it with the mail (or the
 * link's absence, with 404) and its Open Graph tags; the browser takes that page over.
 */
export default function SharedMailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const sharedMail = useSharedMail(id);
  // After a delete the mail is asked for again and comes back as null: no such link.
  const isNotFound = sharedMail.data === null;
  return (
    <ContentPage
      title={t(isNotFound ? 'pages.sharedMail.notFoundTitle' : 'pages.sharedMail.title')}
    >
      {isNotFound ? null : (
        <p className="-mt-2 text-parchment-200">{t('pages.sharedMail.intro')}</p>
      )}
      {sharedMail.data ? (
        <SharedMailView mail={sharedMail.data} />
      ) : (
        <MailLoadState
          query={sharedMail}
          isNotFound={isNotFound}
          notFoundText={t('pages.sharedMail.notFound')}
          notFoundTestId="shared-mail-not-found"
          failedText={t('pages.sharedMail.errorText')}
          retryLabel={t('pages.sharedMail.retry')}
          loadingLabel={t('pages.sharedMail.loading')}
        />
      )}
      {isNotFound ? <BackLink href="/">{t('common.backHome')}</BackLink> : null}
    </ContentPage>
  );
}
