import { useRef, useState } from 'react';
import type { MailMode } from '#shared/constants.ts';
import type { FormatRequestInput, FormatResponse } from '#shared/schemas/format.ts';
import { useFormatMail } from '#web/features/format/use-format-mail.ts';

type FormatAnswerOptions = {
  mode: MailMode;
  errorTitle: string;
  /** A first answer (not a re-send) arrived: where the version brings it into view. */
  onFirstAnswer?: () => void;
};

/**
 * Sending a mail and re-sending it with smart bullets on or off: the last answer stays shown while
 * a re-send runs and when one fails; `drop` (a switch of mode) clears it, and an answer to a
 * request sent before the drop is never shown.
 */
export function useFormatAnswer({ mode, errorTitle, onFirstAnswer }: FormatAnswerOptions) {
  const formatMail = useFormatMail({ mode, errorTitle });
  const [answer, setAnswer] = useState<FormatResponse | null>(null);
  const lastRequest = useRef<FormatRequestInput | null>(null);
  const drops = useRef(0);

  function send(request: FormatRequestInput, isResend = false, onAnswered?: () => void) {
    const sentAt = drops.current;
    lastRequest.current = request;
    formatMail.mutate(request, {
      onSuccess: (data) => {
        if (sentAt !== drops.current) return;
        setAnswer(data);
        onAnswered?.();
        if (!isResend) onFirstAnswer?.();
      },
    });
  }

  function resend({ smartBullets }: { smartBullets: boolean }, onAnswered?: () => void) {
    if (lastRequest.current) send({ ...lastRequest.current, smartBullets }, true, onAnswered);
  }

  function drop() {
    drops.current += 1;
    setAnswer(null);
    formatMail.reset();
  }

  return { answer, send, resend, drop, isPending: formatMail.isPending };
}
