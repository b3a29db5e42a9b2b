// `npm run admin -- create <email> [--password-stdin]` | `promote <email>` | `reset-link <email>`
// The work is in src/server/features/admin/admin-command.ts (tested there).
import { createInterface } from 'node:readline';
import { exitWith, loadConfigOrExit, runWithDatabase } from '../src/server/cli.ts';
import {
  ADMIN_USAGE,
  AdminCommandError,
  createAdmin,
  createResetLink,
  parseAdminArgs,
  promoteAdmin,
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
if (!parsed.ok) exitWith(parsed.message);
if (parsed.command.kind === 'help') {
  console.log(ADMIN_USAGE);
  process.exit(0);
}
const { command } = parsed;
const config = loadConfigOrExit();

if (command.kind === 'promote') {
  await runWithDatabase(
    config,
    (db) =>
      promoteAdmin(db, { email: command.email, adminEmails: config.ADMIN_EMAILS, now: new Date() }),
    AdminCommandError,
  );
} else if (command.kind === 'reset-link') {
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  await runWithDatabase(
    config,
    (db) => createResetLink(db, { email: command.email, publicUrl, now: new Date() }),
    AdminCommandError,
  );
} else {
  let password: string;
  try {
    password = await readPassword(command.passwordFromStdin);
  } catch (error) {
    exitWith(error instanceof AdminCommandError ? error.message : String(error));
  }
  await runWithDatabase(
    config,
    (db) =>
      createAdmin(db, {
        email: command.email,
        password,
        adminEmails: config.ADMIN_EMAILS,
        now: new Date(),
      }),
    AdminCommandError,
  );
}
