import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { useUser } from '#web/lib/use-user.ts';

const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/**
 * 'Back to Admin' on the preview pages, for the admin only (a page a live module opens to everyone
 * says nothing of an admin area to a player): back in history; a page opened on its own, with
 * nothing to go back to, goes to the admin dashboard instead.
 */
export function BackToAdminButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { user } = useUser();
  if (!user?.isAdmin) return null;
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
