import { useTranslation } from 'react-i18next';
import { BackLink } from '#web/components/back-link.tsx';
import { MyMail } from '#web/features/history/my-mail-section.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

/** `/my-mail`: the mails the reader formatted or copied, their account's or this browser's. */
export default function MyMailPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('myMail.title')}>
      <MyMail />
      <BackLink href="/">{t('common.backHome')}</BackLink>
    </ContentPage>
  );
}
