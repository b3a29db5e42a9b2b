import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleText } from '#markup/index.ts';
import { requireUser } from '#server/features/auth/plugin.ts';
import { routeFor } from '#server/features/auth/route-options.ts';
import { createClientError } from '#server/plugins/errors.ts';
import type { RouteRateLimit } from '#server/plugins/rate-limit.ts';
import { LIMITS, type MailMode } from '#shared/constants.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import {
  HISTORY_LIMITS,
  HISTORY_MESSAGES,
  type HistoryEntry,
  HistoryEntryResponseSchema,
  HistoryListSchema,
  ImportHistorySchema,
  KeepMailSchema,
  RenameMailSchema,
} from '#shared/schemas/history.ts';
import { deleteMail, type HistoryRow, keepMails, listHistory, renameMail } from './repository.ts';

/** Changes one player may make to their history in a minute (keeping, renaming, deleting). */
export const HISTORY_RATE_LIMIT = 60;

function toEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    title: row.title,
    formattedMessage: row.formattedMessage,
    mode: row.mode as MailMode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A kept mail's title: the player's, else the mail's first line as the game shows it. */
function titleOf(title: string | undefined, mail: string): string {
  if (title) return title;
  const firstLine =
    visibleText(mail)
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '';
  return [...firstLine].slice(0, LIMITS.historyTitle).join('') || 'Mail';
}

/**
 * My mail: a signed-in player's last 50 formatted or copied mails; a visitor's are kept
 * by their browser and imported here when they sign in.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  /** A player's changes: keeping, importing, renaming, deleting. */
  const changes: RouteRateLimit = {
    name: 'history',
    limit: HISTORY_RATE_LIMIT,
    windowMs: 60_000,
    keys: (request) => [`user:${requireUser(request).id}`],
    message: HISTORY_MESSAGES.rateLimited,
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/history',
    routeFor('user', { response: { 200: HistoryListSchema } }),
    async (request) => ({
      entries: (await listHistory(db, requireUser(request).id)).map(toEntry),
    }),
  );

  app.post(
    '/api/history',
    routeFor(
      'user',
      { body: KeepMailSchema, response: { 201: HistoryEntryResponseSchema } },
      changes,
    ),
    async (request, reply) => {
      const user = requireUser(request);
      const { formattedMessage, mode, title, keepKey } = request.body;
      const at = now();
      const [row] = await keepMails(
        db,
        user.id,
        [
          {
            formattedMessage,
            mode,
            title: titleOf(title, formattedMessage),
            createdAt: at,
            keepKey,
          },
        ],
        { keep: HISTORY_LIMITS.perPlayer, now: at },
      );
      if (!row) throw new Error('The mail was not kept');
      return reply.status(201).send({ entry: toEntry(row) });
    },
  );

  app.post(
    '/api/history/import',
    routeFor('user', { body: ImportHistorySchema, response: { 200: HistoryListSchema } }, changes),
    async (request) => {
      const user = requireUser(request);
      const at = now();
      // Oldest first, so the newest ends on top; a date from the future is today's.
      const entries = request.body.entries
        .map((entry) => {
          const created = entry.createdAt ? new Date(entry.createdAt) : at;
          return {
            formattedMessage: entry.formattedMessage,
            mode: entry.mode,
            title: titleOf(entry.title, entry.formattedMessage),
            createdAt: new Date(Math.min(created.getTime(), at.getTime())),
          };
        })
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      await keepMails(db, user.id, entries, { keep: HISTORY_LIMITS.perPlayer, now: at });
      return { entries: (await listHistory(db, user.id)).map(toEntry) };
    },
  );

  app.patch(
    '/api/history/:id',
    routeFor(
      'user',
      {
        params: IdParamsSchema,
        body: RenameMailSchema,
        response: { 200: HistoryEntryResponseSchema },
      },
      changes,
    ),
    async (request) => {
      const user = requireUser(request);
      const current = (await listHistory(db, user.id)).find((row) => row.id === request.params.id);
      if (!current) throw createClientError(404, HISTORY_MESSAGES.notFound);
      const row = await renameMail(db, {
        userId: user.id,
        id: current.id,
        title: titleOf(request.body.title, current.formattedMessage),
      });
      if (!row) throw createClientError(404, HISTORY_MESSAGES.notFound);
      return { entry: toEntry(row) };
    },
  );

  app.delete(
    '/api/history/:id',
    routeFor('user', { params: IdParamsSchema, response: { 200: SuccessSchema } }, changes),
    async (request) => {
      const user = requireUser(request);
      if (!(await deleteMail(db, user.id, request.params.id))) {
        throw createClientError(404, HISTORY_MESSAGES.notFound);
      }
      return { success: true as const };
    },
  );
};
