import { parseToolArgs } from '#server/cli.ts';
import type { Database } from '#server/db/client.ts';
import { findUserByEmail } from '#server/features/users/repository.ts';
import { PREMIUM_MAX_DAYS } from '#shared/schemas/account.ts';
import { EmailSchema } from '#shared/schemas/auth.ts';
import { createPremiumCodes } from './premium.ts';
import { extendPremium, removePremium } from './repository.ts';

// The operator's side of premium: `npm run premium -- …` (scripts/premium.ts) is a thin
// shell around these functions.

const PREMIUM_USAGE = [
  'Usage:',
  '  npm run premium -- grant <email> --days <days>        premium for <days> more days',
  '  npm run premium -- revoke <email>                     back to the free tier',
  '  npm run premium -- codes --days <days> [--count <n>]  print <n> new one-use codes (default 1)',
  '',
  'It uses the same DATA_DIR / DATABASE_URL as the server.',
].join('\n');

const MAX_PREMIUM_CODES = 1000;

/** The premium command's work, done without stopping a server that holds the embedded database. */
export const PREMIUM_WHILE_SERVER_RUNS =
  'Or, with the server running, sign in as an admin and use the dashboard (/admin/dashboard): Users to grant or revoke premium, Premium codes to make codes.';

type PremiumCommand =
  | { kind: 'help' }
  | { kind: 'grant'; email: string; days: number }
  | { kind: 'revoke'; email: string }
  | { kind: 'codes'; days: number; count: number };

type ParsedPremiumArgs = { ok: true; command: PremiumCommand } | { ok: false; message: string };

/** A problem the operator caused (unknown email…): printed as is, exit code 1. */
export class PremiumCommandError extends Error {}

function parseWholeNumber(value: string | undefined, name: string, max: number): number | string {
  if (value === undefined) return `--${name} is required`;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max) {
    return `--${name} must be a whole number from 1 to ${max}`;
  }
  return number;
}

/** Reads `grant <email> --days N`, `revoke <email>` or `codes --days N [--count N]`. */
export function parsePremiumArgs(args: readonly string[]): ParsedPremiumArgs {
  let parsed: ReturnType<typeof parseArgsStrict>;
  try {
    parsed = parseArgsStrict(args);
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n\n${PREMIUM_USAGE}` };
  }
  const { values, positionals } = parsed;
  const fail = (message: string): ParsedPremiumArgs => ({
    ok: false,
    message: `${message}\n\n${PREMIUM_USAGE}`,
  });
  const [kind, ...rest] = positionals;
  if (values.help || kind === 'help') return { ok: true, command: { kind: 'help' } };

  if (kind === 'grant' || kind === 'revoke') {
    if (rest.length !== 1) return fail(`${kind} needs exactly one email`);
    const email = EmailSchema.safeParse(rest[0]);
    if (!email.success) return fail(email.error.issues[0]?.message ?? 'Invalid email');
    if (values.count !== undefined) return fail(`--count is only for codes`);
    if (kind === 'revoke') {
      if (values.days !== undefined) return fail('--days is not used by revoke');
      return { ok: true, command: { kind, email: email.data } };
    }
    const days = parseWholeNumber(values.days, 'days', PREMIUM_MAX_DAYS);
    if (typeof days === 'string') return fail(days);
    return { ok: true, command: { kind, email: email.data, days } };
  }
  if (kind === 'codes') {
    if (rest.length > 0) return fail(`codes takes no email (got ${rest.join(' ')})`);
    const days = parseWholeNumber(values.days, 'days', PREMIUM_MAX_DAYS);
    if (typeof days === 'string') return fail(days);
    const count = parseWholeNumber(values.count ?? '1', 'count', MAX_PREMIUM_CODES);
    if (typeof count === 'string') return fail(count);
    return { ok: true, command: { kind, days, count } };
  }
  return fail(
    kind === undefined ? 'Say what to do: grant, revoke or codes' : `Unknown command: ${kind}`,
  );
}

const parseArgsStrict = (args: readonly string[]) =>
  parseToolArgs(args, {
    days: { type: 'string' },
    count: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });

/** Runs a command and returns what to print, one line each. */
export async function runPremiumCommand(
  db: Database,
  command: PremiumCommand,
  now: Date,
): Promise<string[]> {
  if (command.kind === 'help') return [PREMIUM_USAGE];
  if (command.kind === 'codes') {
    return createPremiumCodes(db, {
      days: command.days,
      count: command.count,
      createdBy: 'cli',
      now,
    });
  }
  const user = await findUserByEmail(db, command.email);
  if (!user) {
    throw new PremiumCommandError(
      command.kind === 'grant'
        ? `No account has the email ${command.email}. The player signs up first (/auth/signup), then run this again; or give them a code: npm run premium -- codes --days ${command.days}`
        : `No account has the email ${command.email}.`,
    );
  }
  if (command.kind === 'grant') {
    const updated = await extendPremium(db, { userId: user.id, days: command.days, now });
    const until = updated?.subscriptionExpiry?.toISOString() ?? '?';
    return [`${user.email} is premium until ${until}.`];
  }
  await removePremium(db, { userId: user.id, now });
  return [`${user.email} is no longer premium.`];
}
