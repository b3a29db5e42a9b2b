import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PageLayout } from '#web/layout/page-layout.tsx';

/**
 * A screen that needs the server, opened offline: said at once instead of a spinner that never
 * ends. The screen itself comes back when the connection does (routes.ts, `needsServer`).
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Card data-testid="offline-page">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <WifiOff aria-hidden="true" className="size-5" />
              {t('offline.screenTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p role="status">{t('offline.screenText')}</p>
          </CardContent>
        </Card>
      </div>
    </PageLayout>
  );
}
