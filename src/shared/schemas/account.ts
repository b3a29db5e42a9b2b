import { LANGUAGES, LIMITS } from '#shared/constants.ts';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PasswordSchema,
  PublicUserSchema,
  requiredOr,
} from './auth.ts';
import { IsoDateSchema } from './common.ts';
import * as z from './zod.ts';

/** The longest premium grant, in days: the admin screen, the API and the premium command. */
export const PREMIUM_MAX_DAYS = 3650;
/** Most premium codes made by one admin request. */
const PREMIUM_MAX_CODES_PER_REQUEST = 50;
/** Most users one admin search returns. */
export const USER_SEARCH_LIMIT = 50;
/** The longest premium code accepted (generated codes are much shorter). */
export const PREMIUM_CODE_MAX = 64;

/** Redeeming a code, and the admin's users and premium codes. */
export const ACCOUNT_MESSAGES = {
  codeRequired: 'Enter your premium code',
  codeInvalid: 'This code is not valid or has already been used',
  userNotFound: 'User not found',
  daysInvalid: `Days must be a whole number from 1 to ${PREMIUM_MAX_DAYS}`,
  countInvalid: `Count must be a whole number from 1 to ${PREMIUM_MAX_CODES_PER_REQUEST}`,
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  adminCannotDelete:
    'An admin account cannot be deleted here: the operator takes it off ADMIN_EMAILS first.',
} as const;

/** A premium code as the server makes it: `MF-` and four groups of four of Crockford's base32. */
const PREMIUM_CODE_SHAPE =
  /^MF([0-9A-HJKMNP-TV-Z]{4})([0-9A-HJKMNP-TV-Z]{4})([0-9A-HJKMNP-TV-Z]{4})([0-9A-HJKMNP-TV-Z]{4})$/;

/**
 * A code as typed, in the form it is stored: any case, and any spaces or hyphens between its
 * characters ('mf 3at0 1qgg k8tn yad6', 'MF3AT01QGGK8TNYAD6') give `MF-3AT0-1QGG-K8TN-YAD6`. Text
 * of another shape is only trimmed and upper-cased.
 */
export function normalizePremiumCode(typed: string): string {
  const upper = typed.trim().toUpperCase();
  const joined = upper.replace(/[\s\-‐‑‒–—]+/gu, '');
  // Crockford's base32 reads O as 0 and I or L as 1, the letters a code never holds.
  const body = joined.startsWith('MF')
    ? joined.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1')
    : '';
  const groups = PREMIUM_CODE_SHAPE.exec(`MF${body}`);
  return groups ? `MF-${groups.slice(1).join('-')}` : upper;
}

/** `POST /api/account/redeem` body: the code as `normalizePremiumCode` reads it. */
export const RedeemCodeSchema = z.object({
  code: z
    .string(requiredOr(ACCOUNT_MESSAGES.codeRequired, ACCOUNT_MESSAGES.codeInvalid))
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.codeRequired, abort: true })
    .max(PREMIUM_CODE_MAX, { error: ACCOUNT_MESSAGES.codeInvalid })
    .transform(normalizePremiumCode),
});
export type RedeemCodeInput = z.input<typeof RedeemCodeSchema>;

/** `GET /api/admin/users?q=` query: part of an email, case-insensitive. */
export const UserSearchQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.email).default(''),
});
export const UserListSchema = z.object({ users: z.array(PublicUserSchema) });
export const AdminUserResponseSchema = z.object({ user: PublicUserSchema });

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, {
    error: message,
  });

/** `POST /api/admin/users/:id/premium` body: grant or extend by `days`. */
export const GrantPremiumSchema = z.object({
  days: wholeNumber(PREMIUM_MAX_DAYS, ACCOUNT_MESSAGES.daysInvalid),
});

/** `POST /api/admin/premium-codes` body. */
export const CreateCodesSchema = z.object({
  days: wholeNumber(PREMIUM_MAX_DAYS, ACCOUNT_MESSAGES.daysInvalid),
  count: wholeNumber(PREMIUM_MAX_CODES_PER_REQUEST, ACCOUNT_MESSAGES.countInvalid).default(1),
});
export type CreateCodesInput = z.input<typeof CreateCodesSchema>;
export const CreatedCodesSchema = z.object({ codes: z.array(z.string()) });

/** A premium code as the admin list shows it; `redeemedBy` is the redeemer's email. */
const PremiumCodeSchema = z.object({
  code: z.string(),
  days: z.number().int(),
  createdAt: IsoDateSchema,
  redeemedAt: IsoDateSchema.nullable(),
  redeemedBy: z.string().nullable(),
});
export type PremiumCode = z.infer<typeof PremiumCodeSchema>;
export const PremiumCodeListSchema = z.object({ codes: z.array(PremiumCodeSchema) });

/** The current password, asked again before anything that changes or ends the account. */
const CurrentPasswordSchema = z
  .string(requiredOr(ACCOUNT_MESSAGES.currentPasswordRequired, AUTH_MESSAGES.passwordNotText))
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(PASSWORD_MAX, { error: ACCOUNT_MESSAGES.currentPasswordWrong });

/** `GET /api/account/premium-contact`: where players get premium codes, when the operator says. */
export const PremiumContactSchema = z.object({ url: z.string().nullable() });

/** `POST /api/account/password`: every other session is signed out. */
export const ChangePasswordSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** `POST /api/account/delete`: the account and everything it owns go, at once. */
export const DeleteAccountSchema = z.object({ currentPassword: CurrentPasswordSchema });
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** The player's language, kept on the profile so it follows them to another device. */
export const LanguagePreferenceSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguagePreference = z.infer<typeof LanguagePreferenceSchema>;
/** `GET /api/account/language`: null until the player has chosen one while signed in. */
export const StoredLanguageSchema = z.object({ language: z.enum(LANGUAGES).nullable() });
