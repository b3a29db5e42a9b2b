import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { CollapsibleSection } from '#web/components/ui/collapsible.tsx';
import { ChoicePicker } from '#web/features/format/ai-assist-options.tsx';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

const MODE_CHOICES = MAIL_TOOL_V2.modes.map((id) => ({ id }));
const HOW_IT_WORKS = ['new', 'template', 'manual', 'switch'] as const;

/** The second version's three ways to start a mail, and 'How it works'. */
export function V2ModeChoice({
  mode,
  onChange,
}: {
  mode: MailMode;
  onChange: (mode: MailMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoicePicker
        legend={t('mailToolV2.modesLabel')}
        options={MODE_CHOICES}
        value={mode}
        onChange={onChange}
        textOf={(id) => ({
          name: t(`mailToolV2.modes.${id}.name`),
          hint: t(`mailToolV2.modes.${id}.hint`),
        })}
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
