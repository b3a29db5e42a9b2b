import { useTranslation } from 'react-i18next';
import { getTemplate } from '#shared/templates/index.ts';
import { FormField } from '#web/components/form-field.tsx';
import { FilledPreview } from './filled-preview.tsx';
import type { MailModeProps } from './mail-inputs.ts';
import { TextAreaField } from './text-area-field.tsx';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

const TEMPLATES = MAIL_TOOL_V2.templateIds.flatMap((id) => getTemplate(id) ?? []);

/** Template Mail Mode: Select Template, comma-separated details and the filled preview. */
export function TemplateMail({ inputs, onChange, filled }: MailModeProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="template-mail">
      <FormField label={t('mailToolV2.template.selectLabel')}>
        {(control) => (
          <select
            {...control}
            value={inputs.templateId}
            onChange={(event) => onChange({ templateId: event.target.value })}
            className="min-h-11 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 text-base text-ink-900"
          >
            <option value="">{t('mailToolV2.template.choose')}</option>
            {TEMPLATES.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField
        label={t('mailToolV2.template.detailsLabel')}
        help={t('mailToolV2.template.detailsHelp')}
        value={inputs.templateDetails}
        onChange={(event) => onChange({ templateDetails: event.target.value })}
        rows={3}
      />
      {filled.unusedDetails?.length ? (
        <p role="status" data-testid="details-unused" className="text-danger-600 text-sm">
          {t('mailToolV2.template.detailsUnused', { text: filled.unusedDetails.join(', ') })}
        </p>
      ) : null}
      {inputs.templateId ? (
        <FilledPreview title={t('mailToolV2.template.previewTitle')} filled={filled} />
      ) : null}
    </div>
  );
}
