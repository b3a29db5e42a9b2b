import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { CollapsibleSection } from '#web/components/ui/collapsible.tsx';
import { ChoicePicker } from '#web/features/format/ai-assist-options.tsx';
import type { ControlledProps } from '#web/lib/controlled.ts';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

const MODE_CHOICES = MAIL_TOOL_V2.modes.map((id) => ({ id }));
const HOW_IT_WORKS = ['new', 'template', 'manual', 'switch'] as const;

/** The second version's three ways to start a mail, and 'How it works'. */
export function V2ModeChoice({ value: mode, onChange }: ControlledProps<MailMode>) {
  const { t } = useTranslation();
  return (
    <>
      <ChoicePicker
        legend="mailToolV2.modesLabel"
        options={MODE_CHOICES}
        value={mode}
        onChange={onChange}
        texts="mailToolV2.modes"
        gridClassName="grid-cols-1 sm:grid-cols-3"
        dataAttribute="mail-mode"
      />
      <CollapsibleSection title={t('mailToolV2.howItWorks.title')} icon={CircleHelp}>
        <ul className="flex list-disc flex-col gap-1.5 ps-5 marker:text-gold-700">
          {HOW_IT_WORKS.map((key) => (
            <li key={key}>{t(`mailToolV2.howItWorks.${key}`)}</li>
          ))}
        </ul>
      </CollapsibleSection>
    </>
  );
}
