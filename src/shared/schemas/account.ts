import { LANGUAGES, LIMITS } from '#shared/constants.ts';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PasswordSchema,
  PublicUserSchema,
  requiredOr,
} from './auth.ts';
import * as z from './zod.ts';

/** The longest premium grant, in days: the admin screen, the API and the premium command. */
export const PREMIUM_MAX_DAYS = 3650;
/** Most premium codes made by one admin request. */
const PREMIUM_MAX_CODES_PER_REQUEST = 50;
/** Most users one admin search returns. */
export const USER_SEARCH_LIMIT = 50;
/** The longest premium code accepted (generated codes are much shorter). */
export const PREMIUM_CODE_MAX = 64;

/** Redeeming a code, and the admin's users and premium codes (spec section 8, issue 12). */
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

/** `POST /api/account/redeem` body. Codes are case-insensitive and spaces around are ignored. */
export const RedeemCodeSchema = z.object({
  code: z
    .string(requiredOr(ACCOUNT_MESSAGES.codeRequired, ACCOUNT_MESSAGES.codeInvalid))
    .trim()
    .toUpperCase()
    .min(1, { error: ACCOUNT_MESSAGES.codeRequired, abort: true })
    .max(PREMIUM_CODE_MAX, { error: ACCOUNT_MESSAGES.codeInvalid }),
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
  createdAt: z.string(),
  redeemedAt: z.string().nullable(),
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

/** The player's language, kept on the profile so it follows them to another device (issue 17). */
export const LanguagePreferenceSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguagePreference = z.infer<typeof LanguagePreferenceSchema>;
/** `GET /api/account/language`: null until the player has chosen one while signed in. */
export const StoredLanguageSchema = z.object({ language: z.enum(LANGUAGES).nullable() });
