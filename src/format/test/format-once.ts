// Test fixture run as its own process: formats one draft through a pool it never closes. It must
// print the mail (the busy worker keeps the process alive) and then exit (the idle one does not).
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { createEnginePool } from '../engine-pool.ts';

const pool = createEnginePool({ size: 1 });
await pool.start();
const request = FormatRequestSchema.parse(JSON.parse(process.argv[2] ?? '{}'));
console.log(
  JSON.stringify({ readyWorkers: pool.readyWorkers, result: await pool.format(request) }),
);
