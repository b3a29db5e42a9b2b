import { CalendarDays, Flame, type LucideIcon, Swords, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const CATEGORY_ICONS: Record<TemplateCategory, LucideIcon> = {
  Strategy: Swords,
  Events: CalendarDays,
  Recruitment: UsersRound,
  Motivation: Flame,
};

/** A template's category as a small badge with its icon. */
export function CategoryBadge({ category }: { category: TemplateCategory }) {
  const { t } = useTranslation();
  const Icon = CATEGORY_ICONS[category];
  return (
    <Badge variant="muted" data-category={category}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`templates.categories.${category}`)}
    </Badge>
  );
}
