import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFor } from '#server/features/auth/route-options.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { SuccessSchema } from '#shared/schemas/common.ts';
import {
  SaveTranslationSchema,
  TRANSLATION_MESSAGES,
  TranslationKeyParamsSchema,
  TranslationLanguageParamsSchema,
  type TranslationOverride,
  TranslationOverrideListSchema,
  TranslationOverrideResponseSchema,
  TranslationOverridesSchema,
  TranslationSearchQuerySchema,
} from '#shared/schemas/translations.ts';
import * as z from '#shared/schemas/zod.ts';
import { checkTranslation } from '#shared/translation-keys.ts';
import {
  listOverrides,
  overridesVersion,
  removeOverride,
  saveOverride,
  searchOverrides,
  type TranslationRow,
} from './repository.ts';

function toOverride(row: TranslationRow): TranslationOverride {
  return {
    key: row.translationKey,
    language: row.language as TranslationOverride['language'],
    value: row.value,
    category: row.category,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether an `If-None-Match` header names `etag` (or is `*`). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));
}

/**
 * Translation overrides: an admin corrects a string of a language on the dashboard; the
 * browser lays the overrides of its language over the bundled locale. Only a key the language has,
 * keeping English's variables, at most 1000 characters, is accepted.
 */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;

  app.get(
    '/api/translations/:language',
    {
      schema: {
        params: TranslationLanguageParamsSchema,
        response: { 200: TranslationOverridesSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      const etag = `W/"${language}-${await overridesVersion(db, language)}"`;
      // Every browser asks once per visit; the answer is the same until an admin edits it.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (isFresh(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      const rows = await listOverrides(db, language);
      return {
        language,
        overrides: Object.fromEntries(rows.map((row) => [row.translationKey, row.value])),
      };
    },
  );

  app.get(
    '/api/admin/translations',
    routeFor('admin', {
      querystring: TranslationSearchQuerySchema,
      response: { 200: TranslationOverrideListSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await searchOverrides(db, {
        language: request.query.language,
        query: request.query.q,
      });
      return { overrides: rows.map(toOverride) };
    },
  );

  app.put(
    '/api/admin/translations',
    routeFor('admin', {
      body: SaveTranslationSchema,
      response: { 200: TranslationOverrideResponseSchema },
    }),
    async (request) => {
      const { language, key, value } = request.body;
      const problem = checkTranslation(language, key, value);
      if (problem?.problem === 'unknownKey') {
        throw createClientError(400, TRANSLATION_MESSAGES.unknownKey, { field: 'key' });
      }
      if (problem?.problem === 'variables') {
        throw createClientError(400, TRANSLATION_MESSAGES.variablesChanged, { field: 'value' });
      }
      const category = key.split('.')[0] ?? key;
      const row = await saveOverride(db, { language, key, value, category, now: now() });
      return { override: toOverride(row) };
    },
  );

  app.delete(
    '/api/admin/translations/:language/:key',
    routeFor('admin', { params: TranslationKeyParamsSchema, response: { 200: SuccessSchema } }),
    async (request) => {
      const { language, key } = request.params;
      if (!(await removeOverride(db, language, key))) {
        throw createClientError(404, TRANSLATION_MESSAGES.notFound);
      }
      return { success: true as const };
    },
  );
};
