import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#shared/constants.ts';
import {
  type SaveTranslationInput,
  TranslationOverrideListSchema,
  TranslationOverrideResponseSchema,
} from '#shared/schemas/translations.ts';
import { flattenStrings } from '#shared/translation-keys.ts';
import { i18n, LOCALE_LOADERS } from '#web/i18n/index.ts';
import { apiRequest } from '#web/lib/api.ts';
import { useGetQuery } from '#web/lib/use-api-query.ts';

// The admin's side of translation overrides.
const OVERRIDES_QUERY_KEY = ['/api/admin/translations'] as const;

/** Every override of `language`. */
export function useLanguageOverrides(language: Language) {
  return useGetQuery(
    [...OVERRIDES_QUERY_KEY, language],
    `${OVERRIDES_QUERY_KEY[0]}?${new URLSearchParams({ language })}`,
    (json) => TranslationOverrideListSchema.parse(json).overrides,
  );
}

/** The strings `language` shipped with, by dotted key (its locale file). */
export function useShippedStrings(language: Language) {
  return useQuery({
    queryKey: ['shipped-strings', language],
    queryFn: async () => flattenStrings(await LOCALE_LOADERS[language]()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saves an override, or (value undefined) removes it. This browser shows the change at once; other
 * browsers get it with their next page load.
 */
export function useSaveOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      language,
      key,
      value,
    }: Partial<SaveTranslationInput> & {
      language: Language;
      key: string;
    }) => {
      if (value === undefined) {
        await apiRequest(
          'DELETE',
          `${OVERRIDES_QUERY_KEY[0]}/${language}/${encodeURIComponent(key)}`,
        );
        return undefined;
      }
      const response = await apiRequest('PUT', OVERRIDES_QUERY_KEY[0], { language, key, value });
      return TranslationOverrideResponseSchema.parse(await response.json()).override;
    },
    onSuccess: async (_override, { language, key, value }) => {
      // Only a language this page has loaded: a partial bundle would stop the rest from loading.
      if (i18n.hasResourceBundle(language, 'translation')) {
        const text = value ?? flattenStrings(await LOCALE_LOADERS[language]())[key];
        if (text !== undefined) i18n.addResources(language, 'translation', { [key]: text });
      }
      await queryClient.invalidateQueries({ queryKey: OVERRIDES_QUERY_KEY });
    },
  });
}
