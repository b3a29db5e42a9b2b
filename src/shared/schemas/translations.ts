import { LANGUAGES, LIMITS } from '#shared/constants.ts';
import { IsoDateSchema, requiredText } from './common.ts';
import * as z from './zod.ts';

/**
 * Translation overrides: corrections an admin makes to a locale's strings without a
 * release, kept in the spec's `translations` table and sent to the browser with its language.
 */
export const TRANSLATION_MESSAGES = {
  keyRequired: 'Choose the text to change (its key)',
  unknownKey: 'No text of the app has this key in this language',
  valueRequired: 'Write the new text',
  valueTooLong: `The text must be at most ${LIMITS.translationValue} characters`,
  variablesChanged:
    'The text must keep every variable of the English text (the names in double braces) and add no other',
  notFound: 'This text has no override',
} as const;

const LanguageSchema = z.enum(LANGUAGES);

/** `GET /api/translations/:language` and `DELETE /api/admin/translations/:language/:key`. */
export const TranslationLanguageParamsSchema = z.object({ language: LanguageSchema });
export const TranslationKeyParamsSchema = z.object({
  language: LanguageSchema,
  key: z.string().max(LIMITS.translationKey),
});

/** The overrides of one language, by key: what the browser lays over its bundled locale. */
export const TranslationOverridesSchema = z.object({
  language: LanguageSchema,
  overrides: z.record(z.string(), z.string()),
});

/** One override as the admin sees it. Dates are ISO 8601. */
const TranslationOverrideSchema = z.object({
  key: z.string(),
  language: LanguageSchema,
  value: z.string(),
  category: z.string().nullable(),
  updatedAt: IsoDateSchema,
});
export type TranslationOverride = z.infer<typeof TranslationOverrideSchema>;

/** `GET /api/admin/translations?language=&q=`: part of a key or a text, any case. */
export const TranslationSearchQuerySchema = z.object({
  language: LanguageSchema.optional(),
  q: z.string().trim().max(LIMITS.translationKey).default(''),
});
export const TranslationOverrideListSchema = z.object({
  overrides: z.array(TranslationOverrideSchema),
});
export const TranslationOverrideResponseSchema = z.object({ override: TranslationOverrideSchema });

/** `PUT /api/admin/translations` body: the text of `key` in `language` from now on. */
export const SaveTranslationSchema = z.object({
  language: LanguageSchema,
  key: requiredText(
    TRANSLATION_MESSAGES.keyRequired,
    TRANSLATION_MESSAGES.unknownKey,
    LIMITS.translationKey,
  ),
  value: z
    .string({ error: TRANSLATION_MESSAGES.valueRequired })
    .min(1, { error: TRANSLATION_MESSAGES.valueRequired, abort: true })
    .max(LIMITS.translationValue, { error: TRANSLATION_MESSAGES.valueTooLong }),
});
export type SaveTranslationInput = z.input<typeof SaveTranslationSchema>;
