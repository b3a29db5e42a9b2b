// What the security headers cost: the health route in a Fastify set up like buildApp's, with and
// without registerSecurityHeaders (helmet halved req/s when tried; ours should cost a few
// percent at most). Its database ping is skipped there: PGlite's `select 1` costs several times
// more than the whole HTTP exchange and would hide the headers. The whole app's health, ping
// included, is measured after. Figures only, never pass/fail.
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthRoutes } from '#server/features/health/routes.ts';
import { registerErrorHandler } from '#server/plugins/errors.ts';
import { registerSecurityHeaders } from '#server/plugins/security-headers.ts';
import { type Figures, LOAD, listen, measure, printFigures, startApp } from './http.ts';

async function startHealthOnly(withHeaders: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (withHeaders) registerSecurityHeaders(app);
  registerErrorHandler(app);
  await app.register(healthRoutes, { ping: async () => {} });
  return listen(app);
}

/** Of two runs, the one with more req/s: the one other work on the machine disturbed less. */
function best(a: Figures, b: Figures): Figures {
  return a.requestsPerSecond >= b.requestsPerSecond ? a : b;
}

export default async function runServerBench(): Promise<void> {
  const target = { label: '', path: '/api/health' };
  const bare = await startHealthOnly(false);
  const headed = await startHealthOnly(true);
  // Alternated, so a burst of other load on the machine hits both variants alike.
  const runs: Figures[] = [];
  for (let round = 0; round < 2; round += 1) {
    runs.push(await measure(bare.url, { ...target, label: 'health, no ping, no headers' }));
    runs.push(await measure(headed.url, { ...target, label: 'health, no ping, headers' }));
  }
  await bare.close();
  await headed.close();
  const app = await startApp();
  const full = await measure(app.url, { ...target, label: 'health, the whole app (PGlite ping)' });
  await app.close();

  printFigures([...runs, full]);
  const without = best(runs[0]!, runs[2]!);
  const withHeaders = best(runs[1]!, runs[3]!);
  console.log(`${LOAD}, in-memory PGlite`);
  const ratio = (figures: Figures) =>
    (figures.requestsPerSecond / without.requestsPerSecond).toFixed(2);
  console.log(`ratio with/without security headers (best of 2 each): ${ratio(withHeaders)}`);
  console.log(`ratio whole app/bare health without ping: ${ratio(full)}`);
}
