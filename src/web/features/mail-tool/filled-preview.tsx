import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { useMissingHighlighter } from '#web/features/templates/highlight-missing.tsx';
import type { FilledMessage } from './mail-inputs.ts';

/** A filled template in the in-game preview, its unmatched placeholders highlighted and named. */
export function FilledPreview({ title, filled }: { title: string; filled: FilledMessage }) {
  const { t } = useTranslation();
  const titleId = useId();
  const highlightMissing = useMissingHighlighter(filled.missing);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="filled-preview">
      <h3 id={titleId} className="font-bold text-ink-900">
        {title}
      </h3>
      {filled.missing.length > 0 ? (
        <p className="text-ink-700 text-sm">
          {t('mailToolV2.template.missing', { names: filled.missing.join(', ') })}
        </p>
      ) : null}
      <MailPreview markup={filled.text} renderText={highlightMissing} />
    </section>
  );
}
