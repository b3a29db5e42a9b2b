import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ResetPasswordForm } from '#web/features/auth/reset-password-form.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <ContentPage title={t('pages.resetPassword.title')} className="max-w-xl">
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <ResetPasswordForm token={token} />
        </CardContent>
      </Card>
    </ContentPage>
  );
}
