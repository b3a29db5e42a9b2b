import { RefreshCw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RedeemDialog } from '#web/components/redeem-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

type AccountBannerProps = {
  /** 'upgrade' for anonymous users, 'renew' for expired ones. */
  kind: 'upgrade' | 'renew';
};

/** The upgrade or renew banner; its button opens the premium code dialog. */
export function AccountBanner({ kind }: AccountBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = kind === 'upgrade' ? Sparkles : RefreshCw;
  return (
    <section
      aria-labelledby={titleId}
      data-banner={kind}
      className="flex flex-col gap-4 rounded-xl border border-gold-500/70 bg-linear-to-br from-night-700 to-night-900 p-5 shadow-lg shadow-black/40 sm:flex-row sm:items-center sm:p-6"
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-lg bg-gold-500/15 text-gold-300"
      >
        <Icon className="size-6" />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-bold text-gold-200 text-lg">
          {t(`account.${kind}.title`)}
        </h2>
        <p className="text-parchment-200/90 text-sm">{t(`account.${kind}.text`)}</p>
      </div>
      <RedeemDialog
        trigger={
          <Button size="lg" className="w-full sm:w-auto">
            {t(`account.${kind}.action`)}
          </Button>
        }
      />
    </section>
  );
}
