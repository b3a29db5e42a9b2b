import { FEATURE_STATUSES, type FeatureStatus, LIMITS, ROLES } from '#shared/constants.ts';
import { EmailSchema, PublicUserSchema } from './auth.ts';
import { z } from './zod.ts';

/** Admin sign-in (spec section 5) and the server's admin refusals. */
export const ADMIN_MESSAGES = {
  unauthorizedEmail: 'Unauthorized email address',
  passwordTooShort: `Password must be at least ${LIMITS.adminPasswordMin} characters`,
  loginFailed: 'Login failed',
  adminsOnly: 'Admins only',
  moduleNotFound: 'Feature module not found',
  userNotFound: 'User not found',
  changelogNotFound: 'Changelog not found',
  changelogTitleRequired: 'Title is required',
  changelogTitleTooLong: `Title must be under ${LIMITS.changelogTitle} characters`,
  changelogContentRequired: 'Content is required',
  changelogVersionTooLong: `Version must be under ${LIMITS.changelogVersion} characters`,
  daysInvalid: 'Days must be a whole number from 1 to 3650',
  countInvalid: 'Count must be a whole number from 1 to 50',
} as const;

/** Longest premium grant, in days (the premium command's bound). */
export const ADMIN_MAX_PREMIUM_DAYS = 3650;
/** Most premium codes made by one admin request. */
export const ADMIN_MAX_CODES = 50;
/** Most users one search returns. */
export const ADMIN_USER_SEARCH_LIMIT = 50;

/**
 * The admin sign-in form. `adminEmails` are the allow-listed addresses the browser knows of (lower
 * case); the server decides anyway (ADMIN_EMAILS), this only gives the spec's early messages.
 */
export function createAdminLoginSchema(isAllowedEmail: (email: string) => boolean) {
  return z.object({
    email: EmailSchema.refine((email) => isAllowedEmail(email.toLowerCase()), {
      error: ADMIN_MESSAGES.unauthorizedEmail,
    }),
    password: z
      .string({ error: ADMIN_MESSAGES.passwordTooShort })
      .min(LIMITS.adminPasswordMin, { error: ADMIN_MESSAGES.passwordTooShort }),
  });
}
/** The admin sign-in form without an allow-list in the browser: only the length checks. */
export const AdminLoginSchema = createAdminLoginSchema(() => true);
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

/** Which statuses each status may move to (spec section 4, feature status). */
export const FEATURE_TRANSITIONS: Readonly<Record<FeatureStatus, readonly FeatureStatus[]>> = {
  development: ['ready'],
  ready: ['live', 'development'],
  live: [],
};

/** True when the board allows `from` → `to`. */
export function canTransition(from: FeatureStatus, to: FeatureStatus): boolean {
  return FEATURE_TRANSITIONS[from].includes(to);
}

/** A feature module as the API shows it. `lastUpdated` is ISO 8601. */
export const FeatureModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(FEATURE_STATUSES),
  previewUrl: z.string().nullable(),
  description: z.string(),
  lastUpdated: z.string(),
});
export type FeatureModule = z.infer<typeof FeatureModuleSchema>;

export const ModuleListSchema = z.object({ modules: z.array(FeatureModuleSchema) });
export type ModuleList = z.infer<typeof ModuleListSchema>;
export const ModuleResponseSchema = z.object({ module: FeatureModuleSchema });
export const ModuleStatusResponseSchema = z.object({
  success: z.literal(true),
  module: FeatureModuleSchema,
});
export type ModuleStatusResponse = z.infer<typeof ModuleStatusResponseSchema>;

/** `POST /api/admin/modules/:slug/status` body. */
export const ModuleStatusSchema = z.object({ status: z.enum(FEATURE_STATUSES) });
export type ModuleStatusInput = z.input<typeof ModuleStatusSchema>;

export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A changelog as an admin sees it, drafts included. Dates are ISO 8601. */
export const ChangelogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  version: z.string().nullable(),
  targetRole: z.enum(ROLES),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Changelog = z.infer<typeof ChangelogSchema>;

export const AdminChangelogListSchema = z.object({ changelogs: z.array(ChangelogSchema) });
export const ChangelogResponseSchema = z.object({ changelog: ChangelogSchema });

/** `POST /api/admin/changelogs` body: a draft. An empty version is no version. */
export const ChangelogFormSchema = z.object({
  title: z
    .string({ error: ADMIN_MESSAGES.changelogTitleRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.changelogTitleRequired, abort: true })
    .max(LIMITS.changelogTitle, { error: ADMIN_MESSAGES.changelogTitleTooLong }),
  content: z
    .string({ error: ADMIN_MESSAGES.changelogContentRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.changelogContentRequired }),
  version: z
    .string()
    .trim()
    .max(LIMITS.changelogVersion, { error: ADMIN_MESSAGES.changelogVersionTooLong })
    .optional()
    .transform((version) => (version ? version : undefined)),
  targetRole: z.enum(ROLES).default('premium'),
});
export type ChangelogFormInput = z.input<typeof ChangelogFormSchema>;

/** `GET /api/admin/users?q=` query: part of an email, case-insensitive. */
export const UserSearchQuerySchema = z.object({ q: z.string().trim().max(255).default('') });
export const UserListSchema = z.object({ users: z.array(PublicUserSchema) });
export const AdminUserResponseSchema = z.object({ user: PublicUserSchema });

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, {
    error: message,
  });

/** `POST /api/admin/users/:id/premium` body: grant or extend by `days`. */
export const GrantPremiumSchema = z.object({
  days: wholeNumber(ADMIN_MAX_PREMIUM_DAYS, ADMIN_MESSAGES.daysInvalid),
});
export type GrantPremiumInput = z.input<typeof GrantPremiumSchema>;

/** `POST /api/admin/premium-codes` body. */
export const CreateCodesSchema = z.object({
  days: wholeNumber(ADMIN_MAX_PREMIUM_DAYS, ADMIN_MESSAGES.daysInvalid),
  count: wholeNumber(ADMIN_MAX_CODES, ADMIN_MESSAGES.countInvalid).default(1),
});
export type CreateCodesInput = z.input<typeof CreateCodesSchema>;
export const CreatedCodesSchema = z.object({ codes: z.array(z.string()) });

/** A premium code as the admin list shows it; `redeemedBy` is the redeemer's email. */
export const PremiumCodeSchema = z.object({
  code: z.string(),
  days: z.number().int(),
  createdAt: z.string(),
  redeemedAt: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});
export type PremiumCode = z.infer<typeof PremiumCodeSchema>;
export const PremiumCodeListSchema = z.object({ codes: z.array(PremiumCodeSchema) });
