import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { stripUnrenderable } from '#markup/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { FilledPreview } from './filled-preview.tsx';
import type { MailModeProps } from './mail-inputs.ts';
import { TextAreaField } from './text-area-field.tsx';

/**
 * Manual Mail Mode: Step 1 a pasted template (what the game cannot show is
 * stripped), Step 2 its details one per line, Generate Preview, then the preview. Generate Preview
 * is disabled while the template is empty; a template of spaces only gets 'Template Required'.
 */
export function ManualMail({ inputs, onChange, filled }: MailModeProps) {
  const { t } = useTranslation();

  function generatePreview() {
    if (inputs.manualTemplate.trim() === '') {
      toast({
        variant: 'destructive',
        title: t('mailToolV2.manual.templateRequiredTitle'),
        description: t('mailToolV2.manual.templateRequiredText'),
      });
      return;
    }
    onChange({ isManualPreviewShown: true });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="manual-mail">
      <TextAreaField
        label={t('mailToolV2.manual.step1')}
        help={t('mailToolV2.manual.step1Help')}
        value={inputs.manualTemplate}
        onChange={(event) => onChange({ manualTemplate: stripUnrenderable(event.target.value) })}
        rows={6}
        spellCheck={false}
      />
      <TextAreaField
        label={t('mailToolV2.manual.step2')}
        help={t('mailToolV2.manual.step2Help')}
        value={inputs.manualDetails}
        onChange={(event) => onChange({ manualDetails: event.target.value })}
        rows={4}
      />
      <Button
        variant="parchment"
        className="self-start"
        disabled={inputs.manualTemplate === ''}
        onClick={generatePreview}
      >
        <Eye aria-hidden="true" />
        {t('mailToolV2.manual.generate')}
      </Button>
      {inputs.isManualPreviewShown && filled.text !== '' ? (
        <FilledPreview title={t('mailToolV2.manual.previewTitle')} filled={filled} />
      ) : null}
    </div>
  );
}
