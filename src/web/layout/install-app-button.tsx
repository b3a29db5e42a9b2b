import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

/** Install app: the browser's own install dialog (`onInstall`), where the browser offers one. */
export function InstallAppButton({ onInstall }: { onInstall: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" onClick={onInstall}>
      <Download aria-hidden="true" />
      {t('offline.install')}
    </Button>
  );
}
