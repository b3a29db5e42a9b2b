import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form-field.tsx';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Chip } from '#web/features/templates/chip.tsx';

type PreviewView = 'styled' | 'raw';

const VIEWS: readonly PreviewView[] = ['raw', 'styled'];

type PreviewViewsProps = {
  markup: string;
  /** For the styled view: marks unfilled placeholders. */
  renderText?: (text: string) => ReactNode;
};

/**
 * The third version's live preview: 'Raw View' shows the markup as it will be
 * pasted (monospace, selectable), 'Styled View' the in-game preview. Styled first.
 */
export function PreviewViews({ markup, renderText }: PreviewViewsProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<PreviewView>('styled');
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="sr-only">{t('mailToolV3.views.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {VIEWS.map((option) => (
            <Chip key={option} isActive={option === view} onClick={() => setView(option)}>
              {t(`mailToolV3.views.${option}`)}
            </Chip>
          ))}
        </div>
      </fieldset>
      {view === 'styled' ? (
        <MailPreview markup={markup} renderText={renderText} />
      ) : (
        <FormField label={t('mailToolV3.views.rawLabel')} className="gap-2">
          {({ id }) => (
            <textarea
              id={id}
              data-testid="template-raw-view"
              readOnly
              value={markup}
              rows={12}
              spellCheck={false}
              className="min-h-48 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-ink-900 text-sm leading-relaxed"
            />
          )}
        </FormField>
      )}
    </div>
  );
}
