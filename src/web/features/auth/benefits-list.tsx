import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const BENEFITS = ['tools', 'premium', 'updates', 'free'] as const;

/** Why to create an account (spec section 2, sign-up: the list of benefits). */
export function BenefitsList() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{t('auth.benefits.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2.5 text-ink-800 text-sm">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                <span>{t(`auth.benefits.${benefit}`)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
