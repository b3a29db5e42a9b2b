import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#web/components/ui/card.tsx';

const BENEFITS = ['tools', 'premium', 'updates', 'free'] as const;

/** Why to create an account (sign-up: the list of benefits). */
export function BenefitsList() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('auth.benefits.title')}>
      <ul className="grid gap-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2.5 text-ink-800 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
            <span>{t(`auth.benefits.${benefit}`)}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
