import { FEATURE_STATUSES, type FeatureStatus, LIMITS } from '#shared/constants.ts';
import { EmailSchema } from './auth.ts';
import { IsoDateSchema, RowIdSchema } from './common.ts';
import * as z from './zod.ts';

/** Admin sign-in and the server's admin refusals. */
export const ADMIN_MESSAGES = {
  unauthorizedEmail: 'Unauthorized email address',
  passwordTooShort: `Password must be at least ${LIMITS.adminPasswordMin} characters`,
  loginFailed: 'Login failed',
  adminsOnly: 'Admins only',
  moduleNotFound: 'Feature module not found',
} as const;

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

/**
 * Which statuses each status may move to (feature status). A live module may go
 * back to development too: the status decides who sees it, so it can be hidden again.
 */
export const FEATURE_TRANSITIONS: Readonly<Record<FeatureStatus, readonly FeatureStatus[]>> = {
  development: ['ready'],
  ready: ['live', 'development'],
  live: ['development'],
};

/** True when the board allows `from` → `to`. */
export function canTransition(from: FeatureStatus, to: FeatureStatus): boolean {
  return FEATURE_TRANSITIONS[from].includes(to);
}

/** A feature module as the API shows it. `lastUpdated` is ISO 8601. */
const FeatureModuleSchema = z.object({
  id: RowIdSchema,
  name: z.string(),
  slug: z.string(),
  status: z.enum(FEATURE_STATUSES),
  previewUrl: z.string().nullable(),
  description: z.string(),
  lastUpdated: IsoDateSchema,
});
export type FeatureModule = z.infer<typeof FeatureModuleSchema>;

export const ModuleListSchema = z.object({ modules: z.array(FeatureModuleSchema) });
export const ModuleResponseSchema = z.object({ module: FeatureModuleSchema });
export const ModuleStatusResponseSchema = z.object({
  success: z.literal(true),
  module: FeatureModuleSchema,
});

/**
 * A module the caller may open (`GET /api/modules`): `isBeta` when it is open to premium
 * players ahead of everyone (status ready).
 */
const OpenModuleSchema = FeatureModuleSchema.pick({
  slug: true,
  name: true,
  status: true,
  previewUrl: true,
  description: true,
  lastUpdated: true,
}).extend({ isBeta: z.boolean() });
export type OpenModule = z.infer<typeof OpenModuleSchema>;
export const OpenModuleListSchema = z.object({ modules: z.array(OpenModuleSchema) });

/** `POST /api/admin/modules/:slug/status` body. */
export const ModuleStatusSchema = z.object({ status: z.enum(FEATURE_STATUSES) });

export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
