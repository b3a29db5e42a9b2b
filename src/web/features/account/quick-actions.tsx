import { LogOut, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/links.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { useSignOut } from '#web/features/auth/use-sign-out.ts';

/** Go to the mail tool, or sign out (non-premium users). */
export function QuickActions() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <SectionCard title={t('account.quickActions.title')} contentClassName="flex flex-col gap-3">
      <ButtonLink href="/" icon={Mail} variant="secondary" className="w-full justify-start">
        {t('account.quickActions.mailTool')}
      </ButtonLink>
      <Button
        variant="parchment"
        className="w-full justify-start"
        onClick={() => signOut.mutate()}
        icon={LogOut}
        iconClassName="rtl:rotate-180"
        isPending={signOut.isPending}
      >
        {signOut.isPending ? t('auth.nav.signingOut') : t('account.quickActions.signOut')}
      </Button>
    </SectionCard>
  );
}
