import { Crown, Search, ShieldCheck, UserRoundX, Users } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantPremiumSchema } from '#shared/schemas/account.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { AdminListItem, AdminSection, QueryList } from '#web/components/admin-section.tsx';
import { FormField, NumberInput, TextField } from '#web/components/form-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import { RoleBadge } from '#web/features/account/account-badges.tsx';
import { useAdminUsers, useChangePremium } from '#web/features/account/use-admin-accounts.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** The days a grant suggests. */
const DEFAULT_GRANT_DAYS = 30;

function UserItem({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const change = useChangePremium();
  const [days, setDays] = useState(String(DEFAULT_GRANT_DAYS));
  const [daysError, setDaysError] = useState<string>();
  const hasPremium = user.role === 'premium';
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  function onChanged(updated: PublicUser, titleKey: 'granted' | 'revoked') {
    toast({
      variant: 'success',
      title: t(`admin.users.${titleKey}`, { email: updated.email }),
      description: updated.subscriptionExpiry
        ? t('admin.users.expiresOn', {
            date: formatDate(updated.subscriptionExpiry, i18n.language),
          })
        : undefined,
    });
  }

  function onFailed(error: unknown) {
    toastFailure(error, t('auth.toasts.errorTitle'), t('auth.toasts.errorText'));
  }

  function grant(event: FormEvent) {
    event.preventDefault();
    const parsed = GrantPremiumSchema.safeParse({ days: Number(days) });
    if (!parsed.success) {
      setDaysError(parsed.error.issues[0]?.message);
      return;
    }
    setDaysError(undefined);
    change.mutate(
      { userId: user.id, days: parsed.data.days },
      { onSuccess: (updated) => onChanged(updated, 'granted'), onError: onFailed },
    );
  }

  // Revoking takes the days left away for good: it asks first, the focus on the safe answer.
  function askToRevoke() {
    setIsConfirmingRevoke(true);
    requestAnimationFrame(() => keepRef.current?.focus());
  }

  function keepPremium() {
    setIsConfirmingRevoke(false);
    requestAnimationFrame(() => revokeRef.current?.focus());
  }

  function revoke() {
    change.mutate(
      { userId: user.id },
      {
        onSuccess: (updated) => {
          setIsConfirmingRevoke(false);
          onChanged(updated, 'revoked');
        },
        onError: onFailed,
      },
    );
  }

  return (
    <AdminListItem
      data-testid="admin-user"
      className="gap-3"
      heading={
        <>
          <span className="w-full break-all font-semibold text-ink-900">{user.email}</span>
          {user.isAdmin ? (
            <Badge variant="dark">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('admin.users.admin')}
            </Badge>
          ) : null}
          <RoleBadge role={user.role} />
        </>
      }
    >
      <p className="text-ink-700 text-sm">
        {user.subscriptionExpiry
          ? t(user.role === 'expired' ? 'admin.users.expiredOn' : 'admin.users.expiresOn', {
              date: formatDate(user.subscriptionExpiry, i18n.language),
            })
          : t('account.subscription.none')}
      </p>
      <form noValidate onSubmit={grant} className="flex flex-wrap items-end gap-2">
        <FormField label={t('admin.users.days')} error={daysError} className="w-28">
          {(field) => (
            <NumberInput
              {...field}
              min={1}
              value={days}
              onChange={(event) => {
                setDays(event.target.value);
                setDaysError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          <Crown aria-hidden="true" />
          {hasPremium ? t('admin.users.extend') : t('admin.users.grant')}
        </Button>
        {user.subscriptionExpiry && user.role !== 'anonymous' && !isConfirmingRevoke ? (
          <Button
            ref={revokeRef}
            variant="parchment"
            disabled={change.isPending}
            onClick={askToRevoke}
          >
            <UserRoundX aria-hidden="true" />
            {t('admin.users.revoke')}
          </Button>
        ) : null}
      </form>
      {isConfirmingRevoke ? (
        <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-danger-600/50 bg-danger-300/20 p-3">
          <legend className="float-start w-full text-ink-900 text-sm">
            {t('admin.users.revokeConfirmText', { email: user.email })}
          </legend>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button ref={keepRef} variant="parchment" onClick={keepPremium}>
              {t('admin.users.revokeCancel')}
            </Button>
            <Button variant="destructive" onClick={revoke} disabled={change.isPending}>
              <PendingIcon isPending={change.isPending} icon={<UserRoundX aria-hidden="true" />} />
              {t('admin.users.revokeConfirm')}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </AdminListItem>
  );
}

/** Users: search by email, see role and expiry, grant, extend or revoke premium. */
export function UsersSection() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);

  return (
    <AdminSection title={t('admin.users.title')} icon={Users}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some browsers */}
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <TextField
          label={t('admin.users.search')}
          fieldClassName="min-w-0 flex-1"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('admin.users.searchPlaceholder')}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('admin.users.searchSubmit')}
        </Button>
      </form>
      <QueryList query={users} emptyText={t('admin.users.empty')}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((user) => (
              <UserItem key={user.id} user={user} />
            ))}
          </ul>
        )}
      </QueryList>
    </AdminSection>
  );
}
