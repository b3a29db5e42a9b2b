import { Check, Copy, Link2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#shared/constants.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toastFailure } from '#web/components/ui/use-toast.ts';
import { useCopyText } from '#web/components/use-copy-text.ts';
import { useCreateShareLink } from '#web/features/share/use-create-share-link.ts';

type ShareLinkProps = {
  /** The mail to share. The link shown is the one made for this very mail. */
  markup: string;
  copiedForMs?: number;
  /** Other ways to share, shown beside the button ('Share to gallery'). */
  children?: ReactNode;
};

/**
 * 'Share link': stores the mail on the server and shows its short link, whole, with a
 * Copy link button. A link made for an earlier version of the mail is not shown.
 */
export function ShareLink({
  markup,
  copiedForMs = TIMINGS.copiedIndicatorMs,
  children,
}: ShareLinkProps) {
  const { t } = useTranslation();
  const linkRef = useRef<HTMLInputElement>(null);
  const createLink = useCreateShareLink();
  const { isCopied, copy } = useCopyText({
    copiedForMs,
    toasts: {
      copiedTitle: t('finalDispatch.share.copiedTitle'),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  const isBlank = markup.trim() === '';
  const link = createLink.data?.formattedMessage === markup ? createLink.data.href : undefined;

  const share = () => {
    createLink.mutate(markup, {
      // The link appears in place of nothing: take keyboard and screen reader users to it.
      onSuccess: () => requestAnimationFrame(() => linkRef.current?.focus()),
      onError: (error) =>
        toastFailure(
          error,
          t('finalDispatch.share.failedTitle'),
          t('finalDispatch.share.failedText'),
        ),
    });
  };

  return (
    <div data-testid="share-link" className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="parchment" onClick={share} disabled={isBlank || createLink.isPending}>
          <PendingIcon isPending={createLink.isPending} icon={<Link2 aria-hidden="true" />} />
          {createLink.isPending ? t('finalDispatch.share.making') : t('finalDispatch.share.button')}
        </Button>
        {children}
      </div>
      {link ? (
        <div className="flex flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3">
          <FormField label={t('finalDispatch.share.linkLabel')} className="gap-2">
            {(field) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id={field.id}
                  ref={linkRef}
                  data-testid="share-link-url"
                  readOnly
                  value={link}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-h-11 w-full min-w-0 rounded-md border border-parchment-400 bg-parchment-50 px-3 font-mono text-base text-ink-900 sm:flex-1"
                />
                <Button onClick={() => void copy(link)}>
                  {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {isCopied ? t('finalDispatch.copied') : t('finalDispatch.share.copyLink')}
                </Button>
              </div>
            )}
          </FormField>
          <p className="text-ink-700 text-sm">{t('finalDispatch.share.note')}</p>
        </div>
      ) : null}
    </div>
  );
}
