import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import { PASSWORD_RULES } from '#shared/schemas/auth.ts';
import { cn } from '#web/lib/utils.ts';

type PasswordChecklistProps = {
  /** Referenced by the password input's `aria-describedby`. */
  id: string;
  password: string;
};

/** The four sign-up password rules, ticked live as the password is typed. */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <div id={id} className="rounded-md border border-parchment-400/70 bg-parchment-50/60 p-3">
      <p className="font-semibold text-ink-800 text-sm">{t('auth.passwordRules.title')}</p>
      <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const isMet = rule.test(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={isMet}
              className={cn('flex items-center gap-2', isMet ? 'text-success-600' : 'text-ink-700')}
            >
              {isMet ? (
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Circle aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span>{t(`auth.passwordRules.${rule.id}`, { min: LIMITS.passwordMin })}</span>
              <span className="sr-only">
                {isMet ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
