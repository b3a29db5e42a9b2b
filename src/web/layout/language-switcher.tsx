import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { LanguageOptions } from '#web/components/language-options.tsx';
import { cn } from '#web/lib/utils.ts';

/**
 * The header's language choice: each language in its own name; the choice applies at
 * once, without a reload (the new strings load first, the old ones show meanwhile), and is kept
 * under `i18nextLng` and in the language cookie, from which the server sends the next page in it.
 * A native select: the phone's own picker, keyboard and screen readers.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = LANGUAGES.find((language) => language === i18n.resolvedLanguage) ?? 'en';
  return (
    <div
      className={cn(
        'relative flex min-h-11 items-center rounded-md border border-gold-500/60 text-gold-300 focus-within:ring-2 focus-within:ring-gold-400',
        className,
      )}
    >
      <Globe aria-hidden="true" className="pointer-events-none absolute start-3 size-4" />
      <label htmlFor={id} className="sr-only">
        {t('header.languageLabel')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="min-h-11 w-full cursor-pointer appearance-none rounded-md bg-transparent ps-9 pe-3 font-semibold text-sm outline-none"
      >
        <LanguageOptions className="bg-night-900 text-parchment-100" />
      </select>
    </div>
  );
}
