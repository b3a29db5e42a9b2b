// Test fixture: a real engine worker that never answers a batch holding a draft that says "hang",
// as a worker caught in an endless loop would, so the pool's watchdog can be seen.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
parentPort.on('message', (jobs) => {
  if (jobs.some((job) => String(job.request.message).includes('hang'))) for (;;);
});
await import('../engine-worker.ts');
