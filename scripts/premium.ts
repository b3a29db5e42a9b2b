// `npm run premium -- grant <email> --days 30 | revoke <email> | codes --days 30 --count 5`
// The work is in src/server/features/account/premium-command.ts (tested there).
import { exitWith, loadConfigOrExit, runWithDatabase } from '../src/server/cli.ts';
import {
  PREMIUM_WHILE_SERVER_RUNS,
  PremiumCommandError,
  parsePremiumArgs,
  runPremiumCommand,
} from '../src/server/features/account/premium-command.ts';

const parsed = parsePremiumArgs(process.argv.slice(2));
if (!parsed.ok) exitWith(parsed.message);
const { command } = parsed;
await runWithDatabase(
  loadConfigOrExit(),
  (db) => runPremiumCommand(db, command, new Date()),
  PremiumCommandError,
  PREMIUM_WHILE_SERVER_RUNS,
);
