// `npm run premium -- grant <email> --days 30 | revoke <email> | codes --days 30 --count 5`
// The work is in src/server/features/account/premium-admin.ts (tested there).
import { parseConfig } from '../src/server/config.ts';
import {
  describeOpenError,
  openPremiumDatabase,
  PremiumCommandError,
  parsePremiumArgs,
  runPremiumCommand,
} from '../src/server/features/account/premium-admin.ts';

const parsed = parsePremiumArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const config = parseConfig(process.env);
if (!config.ok) {
  console.error(`The environment has bad values:\n  ${config.problems.join('\n  ')}`);
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
  const lines = await runPremiumCommand(database.db, parsed.command, new Date());
  console.log(lines.join('\n'));
} catch (error) {
  if (!(error instanceof PremiumCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
