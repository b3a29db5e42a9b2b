import { Languages, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants.ts';
import type { TranslationOverride } from '#shared/schemas/translations.ts';
import { expectedKeysOf, translationRuleOf } from '#shared/translation-keys.ts';
import { AdminListItem, AdminSection, QueryError } from '#web/components/admin-section.tsx';
import { FormField, TextInput } from '#web/components/form-field.tsx';
import { LanguageOptions } from '#web/components/language-options.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import { getServerFieldErrors } from '#web/lib/api.ts';
import {
  useLanguageOverrides,
  useSaveOverride,
  useShippedStrings,
} from './use-admin-translations.ts';

/** The most keys one search shows: a narrower search finds the rest. */
const MAX_RESULTS = 20;

type Entry = {
  key: string;
  english: string;
  shipped: string | undefined;
  override: TranslationOverride | undefined;
};

/**
 * The keys whose key, English, shipped or overridden text holds `search` (any case): the key
 * itself first, then keys that start with it, then the rest in the locale's order.
 */
function findEntries(
  language: Language,
  search: string,
  shipped: Record<string, string>,
  overrides: TranslationOverride[],
): { shown: Entry[]; total: number } {
  const needle = search.trim().toLowerCase();
  if (!needle) return { shown: [], total: 0 };
  const byKey = new Map(overrides.map((override) => [override.key, override]));
  // Every key the language has (its own plural forms), translated or not.
  const keys = [...new Set([...Object.keys(shipped), ...expectedKeysOf(language)])];
  const found: { entry: Entry; rank: number }[] = [];
  for (const key of keys) {
    const english = translationRuleOf(language, key)?.english ?? '';
    const override = byKey.get(key);
    const texts = [key, english, shipped[key] ?? '', override?.value ?? ''];
    if (!texts.some((text) => text.toLowerCase().includes(needle))) continue;
    const lowerKey = key.toLowerCase();
    const rank = lowerKey === needle ? 0 : lowerKey.startsWith(needle) ? 1 : 2;
    found.push({ entry: { key, english, shipped: shipped[key], override }, rank });
  }
  const shown = found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_RESULTS)
    .map(({ entry }) => entry);
  return { shown, total: found.length };
}

function EntryEditor({ language, entry }: { language: Language; entry: Entry }) {
  const { t } = useTranslation();
  const save = useSaveOverride();
  const [value, setValue] = useState(entry.override?.value ?? entry.shipped ?? entry.english);
  const [error, setError] = useState<string>();
  const [isEditing, setIsEditing] = useState(false);

  function onFailed(failure: unknown) {
    const fieldMessage = getServerFieldErrors(failure).value ?? getServerFieldErrors(failure).key;
    if (fieldMessage) setError(fieldMessage);
    else toastFailure(failure, t('auth.toasts.errorTitle'), t('auth.toasts.errorText'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { language, key: entry.key, value },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast({ variant: 'success', title: t('admin.translations.saved', { key: entry.key }) });
        },
        onError: onFailed,
      },
    );
  }

  function remove() {
    save.mutate(
      { language, key: entry.key },
      {
        onSuccess: () => {
          setIsEditing(false);
          setValue(entry.shipped ?? entry.english);
          toast({ variant: 'success', title: t('admin.translations.removed', { key: entry.key }) });
        },
        onError: onFailed,
      },
    );
  }

  return (
    <AdminListItem
      data-testid="translation-entry"
      heading={
        <>
          <code className="break-all font-mono text-ink-900 text-sm">{entry.key}</code>
          {entry.override ? <Badge>{t('admin.translations.overridden')}</Badge> : null}
        </>
      }
    >
      <dl className="grid gap-1 text-sm">
        <dt className="font-semibold text-ink-800">{t('admin.translations.english')}</dt>
        <dd lang="en" dir="ltr" className="break-words text-ink-900">
          {entry.english}
        </dd>
        <dt className="font-semibold text-ink-800">{t('admin.translations.current')}</dt>
        <dd lang={language} dir="auto" className="break-words text-ink-900">
          {entry.override?.value ?? entry.shipped ?? t('admin.translations.missing')}
        </dd>
      </dl>
      {isEditing ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <TextareaField
            label={t('admin.translations.value')}
            error={error}
            lang={language}
            dir="auto"
            rows={3}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('admin.translations.saving') : t('admin.translations.save')}
            </Button>
            {entry.override ? (
              <Button
                type="button"
                variant="destructive"
                disabled={save.isPending}
                onClick={remove}
              >
                {t('admin.translations.remove')}
              </Button>
            ) : null}
            <Button type="button" variant="parchment" onClick={() => setIsEditing(false)}>
              {t('admin.translations.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          type="button"
          variant="parchment"
          className="self-start"
          onClick={() => setIsEditing(true)}
        >
          {t('admin.translations.edit')}
        </Button>
      )}
    </AdminListItem>
  );
}

/**
 * Translation overrides: search a text of a language by its key or words, see English
 * and the current text, save a correction or remove it. It reaches players at their next page load.
 */
export function TranslationsSection() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('es');
  const [search, setSearch] = useState('');
  const overrides = useLanguageOverrides(language);
  const shipped = useShippedStrings(language);
  const entries =
    overrides.data && shipped.data
      ? findEntries(language, search, shipped.data, overrides.data)
      : { shown: [], total: 0 };

  return (
    <AdminSection title={t('admin.translations.title')} icon={Languages}>
      <p className="text-ink-700 text-sm">{t('admin.translations.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('admin.translations.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          <LanguageOptions />
        </SelectField>
        <FormField label={t('admin.translations.search')}>
          {(control) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-3 size-5 text-ink-700"
              />
              <TextInput
                {...control}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('admin.translations.searchPlaceholder')}
                className="ps-10"
              />
            </div>
          )}
        </FormField>
      </div>
      {overrides.isError || shipped.isError ? (
        <QueryError
          onRetry={() => {
            void overrides.refetch();
            void shipped.refetch();
          }}
        />
      ) : overrides.isPending || shipped.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : (
        <>
          <p className="text-ink-700 text-sm" aria-live="polite">
            {search.trim()
              ? t('admin.translations.found', { count: entries.total })
              : t('admin.translations.overrideCount', { count: overrides.data.length })}
          </p>
          {entries.shown.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {entries.shown.map((entry) => (
                <EntryEditor key={`${language}:${entry.key}`} language={language} entry={entry} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </AdminSection>
  );
}
