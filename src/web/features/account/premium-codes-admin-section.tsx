import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CreateCodesInput,
  CreateCodesSchema,
  type PremiumCode,
} from '#shared/schemas/account.ts';
import { AdminSection, QueryList } from '#web/components/admin-section.tsx';
import { FormField, NumberInput } from '#web/components/form-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import {
  useCreatePremiumCodes,
  usePremiumCodes,
} from '#web/features/account/use-admin-accounts.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** Both fields of a batch of codes: days of premium each, and how many codes. */
const NUMBER_FIELDS = ['days', 'count'] as const;

const DEFAULT_VALUES: CreateCodesInput = { days: 30, count: 1 };
/** Codes listed before 'Show all'. */
const CODES_SHOWN = 10;

function CodeItem({ code }: { code: PremiumCode }) {
  const { t, i18n } = useTranslation();
  const isRedeemed = code.redeemedAt !== null;
  return (
    <li
      data-redeemed={isRedeemed}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-parchment-400 bg-parchment-50/70 px-3 py-2 text-sm"
    >
      <code className="break-all font-mono font-semibold text-ink-900">{code.code}</code>
      <span className="text-ink-700">{t('admin.codes.days', { count: code.days })}</span>
      <span className="ms-auto">
        {isRedeemed && code.redeemedAt ? (
          <span className="text-ink-800">
            {t('admin.codes.redeemedBy', {
              email: code.redeemedBy ?? t('admin.codes.unknownUser'),
              date: formatDate(code.redeemedAt, i18n.language),
            })}
          </span>
        ) : (
          <Badge variant="gold">{t('admin.codes.unused')}</Badge>
        )}
      </span>
    </li>
  );
}

/** Premium codes: make some, see which were redeemed and by whom. */
export function PremiumCodesSection() {
  const { t } = useTranslation();
  const codes = usePremiumCodes();
  const create = useCreatePremiumCodes();
  const [created, setCreated] = useState<string[]>([]);
  const listTitleId = useId();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CreateCodesSchema), defaultValues: DEFAULT_VALUES });

  const onSubmit = handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (newCodes) => {
        setCreated(newCodes);
        toast({
          variant: 'success',
          title: t('admin.codes.createdTitle', { count: newCodes.length }),
        });
      },
      onError: (error) =>
        toastFailure(error, t('auth.toasts.errorTitle'), t('auth.toasts.errorText')),
    });
  });

  return (
    <AdminSection title={t('admin.codes.title')} icon={Ticket}>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        {NUMBER_FIELDS.map((name) => (
          <FormField
            key={name}
            label={t(`admin.codes.fields.${name}`)}
            error={errors[name]?.message}
            className="w-28"
          >
            {(field) => (
              <NumberInput {...field} min={1} {...register(name, { valueAsNumber: true })} />
            )}
          </FormField>
        ))}
        <Button type="submit" disabled={create.isPending}>
          <PendingIcon isPending={create.isPending} icon={<KeyRound aria-hidden="true" />} />
          {t('admin.codes.submit')}
        </Button>
      </form>
      {created.length > 0 ? (
        <div
          data-testid="new-codes"
          className="flex flex-col gap-2 rounded-lg border border-gold-600 bg-gold-100 p-3"
        >
          <p className="font-semibold text-ink-900 text-sm">{t('admin.codes.newCodes')}</p>
          <ul className="flex flex-col gap-1">
            {created.map((code) => (
              <li key={code}>
                <code className="select-all break-all font-mono text-ink-900">{code}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h3 id={listTitleId} className="font-bold text-ink-900">
        {t('admin.codes.listTitle')}
      </h3>
      <QueryList query={codes} emptyText={t('admin.codes.empty')}>
        {(items) => (
          <>
            <ul aria-labelledby={listTitleId} className="flex flex-col gap-2">
              {(isShowingAll ? items : items.slice(0, CODES_SHOWN)).map((code) => (
                <CodeItem key={code.code} code={code} />
              ))}
            </ul>
            {items.length > CODES_SHOWN ? (
              <Button
                variant="parchment"
                className="self-start"
                aria-expanded={isShowingAll}
                onClick={() => setIsShowingAll((isShowing) => !isShowing)}
              >
                {isShowingAll
                  ? t('admin.codes.showFewer')
                  : t('admin.codes.showAll', { count: items.length })}
              </Button>
            ) : null}
          </>
        )}
      </QueryList>
    </AdminSection>
  );
}
