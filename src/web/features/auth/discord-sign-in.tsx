import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** Discord sign-in, shown as coming soon and disabled. */
export function DiscordSignIn() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-ink-700 text-xs uppercase tracking-wider">
        <span aria-hidden="true" className="h-px flex-1 bg-parchment-400" />
        {t('auth.discord.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-parchment-400" />
      </div>
      {/* On a narrow phone, or with a wider fallback font, the badge goes under the words. */}
      <Button
        variant="parchment"
        disabled
        className="w-full flex-wrap whitespace-normal text-center"
      >
        <MessagesSquare aria-hidden="true" />
        {t('auth.discord.button')}
        <Badge variant="muted">{t('auth.discord.comingSoon')}</Badge>
      </Button>
    </div>
  );
}
