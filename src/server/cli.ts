import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, parseConfig } from './config.ts';
import { type Database, openConfiguredDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';

/**
 * The runner of the command-line tools (`npm run premium`, `npm run admin`): the environment read as
 * the server reads it, the same database opened the same way, lines printed, and exit code 1 with a
 * plain message for the operator's mistakes. The tools hold only their own argument parsing and work.
 */

export const DATA_DIR_IN_USE_MESSAGE = [
  'The server is running on the embedded database in DATA_DIR, which one process at a time may open.',
  'Stop the server (Ctrl+C), run this command again, then start the server.',
  'On PostgreSQL (DATABASE_URL) the commands run beside a running server.',
].join('\n');

/**
 * What to tell the operator when the database cannot be opened; `whileServerRuns` says how to do
 * the same without stopping the server, where the tool has such a way.
 */
export function describeOpenError(error: unknown, whileServerRuns?: string): string {
  if (error instanceof DataDirLockedError) {
    return whileServerRuns
      ? `${DATA_DIR_IN_USE_MESSAGE}\n${whileServerRuns}`
      : DATA_DIR_IN_USE_MESSAGE;
  }
  return `The database could not be opened: ${error instanceof Error ? error.message : String(error)}`;
}

/** Prints `message` on stderr and ends the process with exit code 1. */
export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The parsed environment, or exit 1 listing its bad values. */
export function loadConfigOrExit(): Config {
  const parsed = parseConfig(process.env);
  if (!parsed.ok) exitWith(`The environment has bad values:\n  ${parsed.problems.join('\n  ')}`);
  return parsed.config;
}

/**
 * Opens the configured database, runs `work`, prints the lines it returns and closes the database.
 * An error of `operatorError`'s class is printed as is with exit code 1; anything else is a bug and
 * is thrown.
 */
export async function runWithDatabase(
  config: Config,
  work: (db: Database) => Promise<string[]>,
  operatorError: abstract new (...args: never[]) => Error,
  whileServerRuns?: string,
): Promise<void> {
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    exitWith(describeOpenError(error, whileServerRuns));
  }
  try {
    console.log((await work(database.db)).join('\n'));
  } catch (error) {
    if (!(error instanceof operatorError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * A tool's arguments read strictly: its words (`positionals`) and its `options`; an unknown or
 * malformed option throws, with a message for the operator.
 */
export function parseToolArgs<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: O,
) {
  return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
}
