import { LIMITS, ROLES, SUBSCRIPTION_STATUSES } from '#shared/constants.ts';
import { IsoDateSchema, RowIdSchema } from './common.ts';
import * as z from './zod.ts';

/** The longest password accepted: argon2 hashes any length, but a cap keeps hashing cheap. */
export const PASSWORD_MAX = 256;

/** Every message of the account flows: sign-up, sign-in, the admin sign-in and password resets. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${LIMITS.email} characters`,
  passwordRequired: 'Password is required',
  passwordNotText: 'Password must be text',
  resetLinkInvalid:
    'This reset link is not valid, was used already or has expired. Ask for a new one.',
  passwordRequirements: 'Password does not meet requirements',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password',
  signInFailed: 'Sign in failed',
  signUpFailed: 'Sign up failed',
  networkError: 'Network error',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'Not signed in',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  crossSiteRefused: 'Cross-site request refused',
} as const;

/** The spec's "simple email pattern": something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number';

/** The four sign-up password rules, in the order the live checklist shows them. */
export const PASSWORD_RULES: readonly { id: PasswordRuleId; test(password: string): boolean }[] = [
  { id: 'length', test: (password) => password.length >= LIMITS.passwordMin },
  { id: 'uppercase', test: (password) => /[A-Z]/.test(password) },
  { id: 'lowercase', test: (password) => /[a-z]/.test(password) },
  { id: 'number', test: (password) => /[0-9]/.test(password) },
];

/** True when the password passes every rule of `PASSWORD_RULES`. */
function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** A missing value reads as "required"; any other wrong type gets `invalid`. */
export const requiredOr = (required: string, invalid: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? required : invalid,
});

export const EmailSchema = z
  .string(requiredOr(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid))
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(LIMITS.email, { error: AUTH_MESSAGES.emailTooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid });

/** Sign-in only asks for something: old accounts may predate today's rules. */
const SignInPasswordSchema = z
  .string(requiredOr(AUTH_MESSAGES.passwordRequired, AUTH_MESSAGES.passwordNotText))
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong });

/** A new password: required, then all four rules (sign-up). */
export const PasswordSchema = z
  .string(requiredOr(AUTH_MESSAGES.passwordRequired, AUTH_MESSAGES.passwordNotText))
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong, abort: true })
  .refine(meetsPasswordRules, { error: AUTH_MESSAGES.passwordRequirements });

export const SignInSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
});
export type SignInInput = z.input<typeof SignInSchema>;

/** `POST /api/auth/signup` body. */
export const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignUpInput = z.input<typeof SignUpSchema>;

const ConfirmPasswordSchema = z
  .string(requiredOr(AUTH_MESSAGES.confirmPasswordRequired, AUTH_MESSAGES.confirmPasswordRequired))
  .min(1, { error: AUTH_MESSAGES.confirmPasswordRequired });

/** The confirmation must repeat the password (an empty one says 'required' instead). */
const confirmationMatches: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { error: string; path: string[] },
] = [
  (form) => form.confirmPassword === '' || form.password === form.confirmPassword,
  { error: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
];

/** The sign-up form: the server's body plus the confirmation the browser checks. */
export const SignUpFormSchema = SignUpSchema.extend({
  confirmPassword: ConfirmPasswordSchema,
}).refine(...confirmationMatches);

/** What the API says about a user: never the password hash, never session data. */
export const PublicUserSchema = z.object({
  id: RowIdSchema,
  email: z.string(),
  role: z.enum(ROLES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO 8601, or null when the user never had a subscription. */
  subscriptionExpiry: IsoDateSchema.nullable(),
  /** ISO 8601. */
  createdAt: IsoDateSchema,
  /** The email is in the server's ADMIN_EMAILS: the server decides, this only informs. */
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** Sign-in and sign-up success: the token is for API clients; the browser uses the cookie. */
export const AuthSuccessSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: PublicUserSchema,
});

/** `GET /api/auth/me` and `POST /api/account/redeem` success. */
export const UserResponseSchema = z.object({
  success: z.literal(true),
  user: PublicUserSchema,
});
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** `POST /api/auth/reset-password`: the link's token and the new password. */
export const ResetPasswordSchema = z.object({
  token: z.string().min(1, { error: AUTH_MESSAGES.resetLinkInvalid }).max(PASSWORD_MAX),
  password: PasswordSchema,
});

/** The reset page's form: the new password twice, as at sign-up. */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .refine(...confirmationMatches);
