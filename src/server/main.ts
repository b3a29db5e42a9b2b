import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { type DatabaseHandle, openConfiguredDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';

const parsed = parseConfig(process.env);
if (!parsed.ok) {
  console.error(
    `MailForge cannot start: the environment has bad values:\n  ${parsed.problems.join('\n  ')}`,
  );
  process.exit(1);
}
const config = parsed.config;

let database: DatabaseHandle;
try {
  database = await openConfiguredDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`MailForge cannot start: ${error.message}`);
  } else {
    console.error('MailForge cannot start: the database could not be opened or migrated.', error);
  }
  process.exit(1);
}

const app = await buildApp({ config, database });

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  isClosing = true;
  app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  app.log.info(`MailForge is running at http://${config.HOST}:${config.PORT} on ${where}`);
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}
