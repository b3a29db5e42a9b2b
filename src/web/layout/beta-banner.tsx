import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';

export function BetaBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('banner.label')}
      className="border-gold-600/50 border-b bg-linear-to-r from-gold-700/35 via-gold-600/25 to-gold-700/35"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
        <Badge className="shrink-0">
          <Sparkles aria-hidden="true" className="size-3" />
          {t('banner.badge')}
        </Badge>
        <p className="text-gold-100">{t('banner.text')}</p>
      </div>
    </section>
  );
}
