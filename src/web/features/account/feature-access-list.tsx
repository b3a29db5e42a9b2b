import { CircleCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

type FeatureAccess = 'on' | 'off' | 'soon';

const FEATURES = ['aiMail', 'manual', 'templates', 'updates', 'discord'] as const;
type Feature = (typeof FEATURES)[number];

/** Which features a user has: the mail tools always, the premium ones only for premium users. */
function getFeatureAccess(feature: Feature, isPremium: boolean): FeatureAccess {
  if (feature === 'discord') return 'soon';
  if (feature === 'templates' || feature === 'updates') return isPremium ? 'on' : 'off';
  return 'on';
}

/** The Feature Access list: every state is written, not only coloured. */
export function FeatureAccessList({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.features.title')}>
      <ul className="divide-y divide-parchment-400/60">
        {FEATURES.map((feature) => {
          const access = getFeatureAccess(feature, isPremium);
          return (
            <li
              key={feature}
              data-feature={feature}
              data-access={access}
              className="flex min-h-11 items-center justify-between gap-3 py-2"
            >
              <span
                className={cn('font-medium', access === 'on' ? 'text-ink-900' : 'text-ink-700')}
              >
                {t(`account.features.${feature}`)}
              </span>
              {access === 'soon' ? (
                <Badge variant="muted">{t('account.features.soon')}</Badge>
              ) : (
                <span
                  className={cn(
                    'inline-flex items-center gap-1.5 text-sm',
                    access === 'on' ? 'text-success-600' : 'text-ink-700',
                  )}
                >
                  {access === 'on' ? (
                    <CircleCheck aria-hidden="true" className="size-4" />
                  ) : (
                    <Lock aria-hidden="true" className="size-4" />
                  )}
                  {t(`account.features.${access}`)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
