import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { acceptInstallOffer } from '#web/lib/install-offer.ts';

/** Install app: the browser's own install dialog, where the browser offers one. */
export function InstallAppButton() {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" onClick={() => void acceptInstallOffer()}>
      <Download aria-hidden="true" />
      {t('offline.install')}
    </Button>
  );
}
