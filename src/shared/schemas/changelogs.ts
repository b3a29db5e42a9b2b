import { LIMITS, ROLES } from '#shared/constants.ts';
import { IsoDateSchema, RowIdSchema, requiredText } from './common.ts';
import * as z from './zod.ts';

/** The changelog form's messages (admin changelogs) and the server's refusal. */
export const CHANGELOG_MESSAGES = {
  notFound: 'Changelog not found',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be under ${LIMITS.changelogTitle} characters`,
  contentRequired: 'Content is required',
  versionTooLong: `Version must be under ${LIMITS.changelogVersion} characters`,
} as const;

/** A changelog as an admin sees it, drafts included. Dates are ISO 8601. */
const ChangelogSchema = z.object({
  id: RowIdSchema,
  title: z.string(),
  content: z.string(),
  version: z.string().nullable(),
  targetRole: z.enum(ROLES),
  isPublished: z.boolean(),
  publishedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Changelog = z.infer<typeof ChangelogSchema>;

export const AdminChangelogListSchema = z.object({ changelogs: z.array(ChangelogSchema) });
export const ChangelogResponseSchema = z.object({ changelog: ChangelogSchema });

/** `POST /api/admin/changelogs` body: a draft. An empty version is no version. */
export const ChangelogFormSchema = z.object({
  title: requiredText(
    CHANGELOG_MESSAGES.titleRequired,
    CHANGELOG_MESSAGES.titleTooLong,
    LIMITS.changelogTitle,
  ),
  content: z
    .string({ error: CHANGELOG_MESSAGES.contentRequired })
    .trim()
    .min(1, { error: CHANGELOG_MESSAGES.contentRequired }),
  version: z
    .string()
    .trim()
    .max(LIMITS.changelogVersion, { error: CHANGELOG_MESSAGES.versionTooLong })
    .optional()
    .transform((version) => (version ? version : undefined)),
  targetRole: z.enum(ROLES).default('premium'),
});
export type ChangelogFormInput = z.input<typeof ChangelogFormSchema>;

/** A published changelog as a user sees it. `version` and `publishedAt` may be null. */
const UserChangelogSchema = z.object({
  id: RowIdSchema,
  title: z.string(),
  content: z.string(),
  version: z.string().nullable(),
  publishedAt: IsoDateSchema.nullable(),
  isRead: z.boolean(),
});
export type UserChangelog = z.infer<typeof UserChangelogSchema>;

/** `GET /api/changelogs` ("Changelog response"). */
export const ChangelogListSchema = z.object({
  changelogs: z.array(UserChangelogSchema),
  unreadCount: z.number().int(),
});
export type ChangelogList = z.infer<typeof ChangelogListSchema>;
