// `npm run admin -- create <email> [--password-stdin]`
// The work is in src/server/features/admin/admin-command.ts (tested there).
import { createInterface } from 'node:readline';
import { parseConfig } from '../src/server/config.ts';
import {
  describeOpenError,
  openPremiumDatabase,
} from '../src/server/features/account/premium-admin.ts';
import {
  ADMIN_USAGE,
  AdminCommandError,
  createAdmin,
  parseAdminArgs,
} from '../src/server/features/admin/admin-command.ts';

/** One line from stdin (piped), without its line ending. */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new AdminCommandError('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readLine();
  if (!process.stdin.isTTY) {
    throw new AdminCommandError(
      'stdin is not a terminal: pipe the password with --password-stdin.',
    );
  }
  const password = await promptHidden('Password: ');
  const again = await promptHidden('Password again: ');
  if (password !== again) throw new AdminCommandError('The passwords do not match.');
  return password;
}

const parsed = parseAdminArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
if (parsed.command.kind === 'help') {
  console.log(ADMIN_USAGE);
  process.exit(0);
}
const { email, passwordFromStdin } = parsed.command;
const config = parseConfig(process.env);
if (!config.ok) {
  console.error(`The environment has bad values:\n  ${config.problems.join('\n  ')}`);
  process.exit(1);
}

let password: string;
try {
  password = await readPassword(passwordFromStdin);
} catch (error) {
  console.error(error instanceof AdminCommandError ? error.message : String(error));
  process.exit(1);
}

let database: Awaited<ReturnType<typeof openPremiumDatabase>>;
try {
  database = await openPremiumDatabase(config.config);
} catch (error) {
  console.error(describeOpenError(error));
  process.exit(1);
}

try {
  const lines = await createAdmin(database.db, {
    email,
    password,
    adminEmails: config.config.ADMIN_EMAILS,
    now: new Date(),
  });
  console.log(lines.join('\n'));
} catch (error) {
  if (!(error instanceof AdminCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
