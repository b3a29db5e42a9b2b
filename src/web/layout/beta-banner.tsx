import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { NoticeStrip } from '#web/layout/notice-strip.tsx';

export function BetaBanner() {
  const { t } = useTranslation();
  return (
    <NoticeStrip label={t('banner.label')} look="beta">
      <Badge className="shrink-0">
        <Sparkles aria-hidden="true" className="size-3" />
        {t('banner.badge')}
      </Badge>
      <p className="text-gold-100">{t('banner.text')}</p>
    </NoticeStrip>
  );
}
