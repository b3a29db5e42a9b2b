import { Crown, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#web/components/ui/card.tsx';

const ACCESS_LEVELS = [
  { id: 'anonymous', icon: UserRound },
  { id: 'premium', icon: Crown },
] as const;

/** What each access level includes (sign-in: the access-levels panel). */
export function AccessLevelsPanel() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('auth.accessLevels.title')}>
      <ul className="grid gap-4">
        {ACCESS_LEVELS.map(({ id, icon: Icon }) => (
          <li key={id} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-lg bg-night-800 text-gold-300"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <p className="font-bold text-ink-900">{t(`auth.accessLevels.${id}.name`)}</p>
              <p className="text-ink-700 text-sm">{t(`auth.accessLevels.${id}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
