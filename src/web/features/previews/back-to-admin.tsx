import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/**
 * 'Back to Admin' (spec section 2, private preview pages): back in history; a page opened on its
 * own, with nowhere to go back to, goes to the admin dashboard instead.
 */
export function BackToAdminButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      className="self-start"
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else navigate(ADMIN_DASHBOARD_PATH);
      }}
    >
      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      {t('pages.modulePreview.backToAdmin')}
    </Button>
  );
}
