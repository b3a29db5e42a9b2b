import { parseToolArgs } from '#server/cli.ts';
import type { Database } from '#server/db/client.ts';
import { createPasswordReset, RESET_PAGE_PATH } from '#server/features/auth/password-reset.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { deleteUserSessions } from '#server/features/auth/session-repository.ts';
import { isAdminEmail } from '#server/features/users/public-user.ts';
import {
  findUserByEmail,
  grantAdmin,
  insertUser,
  setPasswordHash,
} from '#server/features/users/repository.ts';
import { EmailSchema, PasswordSchema } from '#shared/schemas/auth.ts';

// The operator's side of admins: `npm run admin -- …` (scripts/admin.ts) is a thin shell
// around these functions. The database and its locked-data-dir refusal are the premium command's.

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- create <email>                    prompts for the password (hidden)',
  '  npm run admin -- create <email> --password-stdin   reads the password from one line of stdin',
  '  npm run admin -- promote <email>                   makes an existing account an admin account',
  '  npm run admin -- reset-link <email>                prints a one-time password-reset link',
  '',
  'create makes the account an admin, or sets a new password on an existing one (its sessions end).',
  'reset-link is for a player who forgot the password: the link works once, within 30 minutes,',
  'and its page sets a new password and signs every session out (PUBLIC_URL names the site).',
  'The account is an admin only while its email is in ADMIN_EMAILS.',
  'It uses the same DATA_DIR / DATABASE_URL as the server.',
].join('\n');

type AdminCommand =
  | { kind: 'help' }
  | { kind: 'create'; email: string; passwordFromStdin: boolean }
  | { kind: 'promote'; email: string }
  | { kind: 'reset-link'; email: string };

type ParsedAdminArgs = { ok: true; command: AdminCommand } | { ok: false; message: string };

/** A problem the operator caused (weak password…): printed as is, exit code 1. */
export class AdminCommandError extends Error {}

/** Reads `create <email> [--password-stdin]` or `help`. */
export function parseAdminArgs(args: readonly string[]): ParsedAdminArgs {
  const fail = (message: string): ParsedAdminArgs => ({
    ok: false,
    message: `${message}\n\n${ADMIN_USAGE}`,
  });
  let parsed: ReturnType<typeof parseStrict>;
  try {
    parsed = parseStrict(args);
  } catch (error) {
    return fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [kind, ...rest] = positionals;
  if (values.help || kind === 'help') return { ok: true, command: { kind: 'help' } };
  if (kind !== 'create' && kind !== 'promote' && kind !== 'reset-link') {
    return fail(
      kind === undefined
        ? 'Say what to do: create, promote or reset-link'
        : `Unknown command: ${kind}`,
    );
  }
  if (rest.length !== 1) return fail(`${kind} needs exactly one email`);
  const email = EmailSchema.safeParse(rest[0]);
  if (!email.success) return fail(email.error.issues[0]?.message ?? 'Invalid email');
  if (kind !== 'create') return { ok: true, command: { kind, email: email.data } };
  return {
    ok: true,
    command: { kind, email: email.data, passwordFromStdin: values['password-stdin'] === true },
  };
}

const parseStrict = (args: readonly string[]) =>
  parseToolArgs(args, {
    'password-stdin': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });

/** Whether the account can sign in as admin now, or what the operator still has to do. */
function adminEmailsReminder(email: string, adminEmails?: readonly string[]): string {
  return isAdminEmail(email, adminEmails)
    ? `${email} is in ADMIN_EMAILS: it can sign in at /__forgeadmin.`
    : `Reminder: add ${email.toLowerCase()} to ADMIN_EMAILS (comma-separated) and restart the server, or it is not an admin.`;
}

/**
 * Creates the admin's account, or gives an existing account the new password and ends its
 * sessions. The password must pass the sign-up rules. Returns the lines to print, with a reminder
 * when the email is not in ADMIN_EMAILS yet.
 */
export async function createAdmin(
  db: Database,
  values: { email: string; password: string; adminEmails?: readonly string[]; now: Date },
): Promise<string[]> {
  const password = PasswordSchema.safeParse(values.password);
  if (!password.success) {
    throw new AdminCommandError(
      `${password.error.issues[0]?.message ?? 'Invalid password'}: at least 8 characters with an uppercase letter, a lowercase letter and a number.`,
    );
  }
  const passwordHash = await hashPassword(password.data);
  const existing = await findUserByEmail(db, values.email);
  let email = values.email;
  let line: string;
  if (existing) {
    email = existing.email;
    await db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      await setPasswordHash(database, { userId: existing.id, passwordHash, now: values.now });
      await grantAdmin(database, existing.id, values.now);
      await deleteUserSessions(database, existing.id);
    });
    line = existing.adminGrantedAt
      ? `${email} has a new password; its sessions were signed out.`
      : `${email} has a new password and is an admin account now; its sessions were signed out.`;
  } else {
    await insertUser(db, { email, passwordHash, now: values.now, isAdmin: true });
    line = `${email} was created.`;
  }
  return [line, adminEmailsReminder(email, values.adminEmails)];
}

/**
 * A one-time password-reset link for the account of `email` (a player who forgot the password;
 * there is no email server): valid 30 minutes, once. Returns the lines to print.
 */
export async function createResetLink(
  db: Database,
  values: { email: string; publicUrl: string; now: Date },
): Promise<string[]> {
  const user = await findUserByEmail(db, values.email);
  if (!user) throw new AdminCommandError(`No account has the email ${values.email}.`);
  const token = await createPasswordReset(db, user.id, values.now);
  const link = new URL(`${RESET_PAGE_PATH}?token=${token}`, values.publicUrl).toString();
  return [
    link,
    `Give it to ${user.email} only: it sets a new password once, within 30 minutes, and signs every session out.`,
  ];
}

/**
 * Makes an existing account an admin account, its password and sessions untouched (an admin of an
 * older version, or a player the operator trusts). Returns the lines to print.
 */
export async function promoteAdmin(
  db: Database,
  values: { email: string; adminEmails?: readonly string[]; now: Date },
): Promise<string[]> {
  const user = await findUserByEmail(db, values.email);
  if (!user) throw new AdminCommandError(`No account has the email ${values.email}.`);
  if (!user.adminGrantedAt) {
    await grantAdmin(db, user.id, values.now);
  }
  return [
    `${user.email} is an admin account.`,
    adminEmailsReminder(user.email, values.adminEmails),
  ];
}
