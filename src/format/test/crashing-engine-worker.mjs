// Test fixture: a real engine worker that dies when a draft asks it to ("crash"), as a worker
// thread would on an out-of-memory error or a bug, so the pool's recovery can be seen.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
parentPort.on('message', (jobs) => {
  if (jobs.some((job) => String(job.request.message).includes('crash'))) process.exit(1);
});
await import('../engine-worker.ts');
