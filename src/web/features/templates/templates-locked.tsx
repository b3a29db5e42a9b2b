import { Crown, KeyRound, Lock, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { getTemplate, TEMPLATES } from '#shared/templates/index.ts';
import { ButtonLink, SignInLink } from '#web/components/links.tsx';
import { RedeemDialog } from '#web/components/redeem-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { CategoryBadge } from '#web/features/templates/category-badge.tsx';

/** What a visitor sees of the library: one template of each kind a kingdom sends most. */
const SAMPLE_IDS = [
  'war_announcement',
  'kvk_rally',
  'mge_event',
  'aoo-registration',
  'recruitment_call',
  'kingdom-trophies',
] as const;

const SAMPLES = SAMPLE_IDS.flatMap((id) => getTemplate(id) ?? []);

/**
 * The library for everyone but premium users: what it holds, a sample of its
 * templates, and the way in — sign in, or redeem a code on the account page when signed in.
 */
export function TemplatesLocked({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation();
  const reason = user === null ? 'signedOut' : user.role === 'expired' ? 'expired' : 'free';
  return (
    <div data-testid="templates-locked" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <IconTile icon={Lock} />
        <div className="flex flex-col gap-1.5">
          <h3 className="flex flex-wrap items-center gap-2 font-bold text-ink-900 text-lg">
            {t('templates.locked.title')}
            <Badge>
              <Crown aria-hidden="true" className="size-3.5" />
              {t('templates.locked.badge')}
            </Badge>
          </h3>
          <p className="text-ink-800">{t('templates.locked.text', { count: TEMPLATES.length })}</p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <p className="font-bold text-ink-900">{t('templates.locked.sampleTitle')}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {SAMPLES.map((template) => (
            <li
              key={template.id}
              className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-parchment-400 bg-parchment-50/70 px-3 py-2"
            >
              <span className="flex items-center gap-2 font-semibold text-ink-900">
                <Lock aria-hidden="true" className="size-4 shrink-0 text-ink-700" />
                {template.name}
              </span>
              <CategoryBadge category={template.category} />
            </li>
          ))}
        </ul>
        <p className="text-ink-700 text-sm">
          {t('templates.locked.more', { count: TEMPLATES.length - SAMPLES.length })}
        </p>
      </div>

      <div className="flex flex-col gap-3 rounded-lg bg-night-900/5 p-4">
        <p className="text-ink-900">{t(`templates.locked.${reason}`)}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {reason === 'signedOut' ? (
            <>
              <SignInLink size="lg">{t('templates.locked.signIn')}</SignInLink>
              <ButtonLink href="/auth/signup" icon={UserPlus} size="lg" variant="parchment">
                {t('templates.locked.signUp')}
              </ButtonLink>
            </>
          ) : (
            // The code is redeemed right here: the library opens as soon as it is accepted.
            <RedeemDialog
              trigger={
                <Button size="lg">
                  <KeyRound aria-hidden="true" />
                  {t(reason === 'expired' ? 'templates.locked.renew' : 'templates.locked.redeem')}
                </Button>
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
