// Test fixture: a worker that bundles as the real one does when no bundle is given (it posts a
// bundle of its own), and answers every draft with the bundle it was given, so a test sees which
// workers the pool handed the first one's bundle to.
import { parentPort, workerData } from 'node:worker_threads';

const given = typeof workerData?.bundle === 'string' ? workerData.bundle : undefined;
if (given === undefined) parentPort.postMessage({ bundle: 'the first worker bundle' });
parentPort.on('message', (jobs) => {
  const formattedMessage = given ?? 'bundled here';
  parentPort.postMessage(
    jobs.map(({ id }) => ({
      id,
      result: { formattedMessage, characterCount: 0, engine: 'built-in', warnings: [] },
    })),
  );
});
parentPort.postMessage('ready');
