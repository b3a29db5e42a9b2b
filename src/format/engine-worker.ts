// A worker thread of the engine pool (engine-pool.ts): formats batches of requests with the
// built-in engine, so the server's main thread keeps to HTTP while this one does the CPU work.
import { parentPort } from 'node:worker_threads';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { answerInParts, type EngineJob, type EngineReply } from './engine-protocol.ts';

if (!parentPort) throw new Error('engine-worker.ts runs as a worker thread of the engine pool');
const port = parentPort;

function formatJob({ id, request }: EngineJob): EngineReply {
  try {
    return { id, result: formatWithBuiltinEngine(request) };
  } catch (error) {
    const { name, message, stack } =
      error instanceof Error ? error : new Error(String(error), { cause: error });
    return { id, error: { name, message, stack } };
  }
}

port.on('message', (jobs: readonly EngineJob[]) => {
  answerInParts(jobs, formatJob, (replies) => port.postMessage(replies));
});
port.postMessage('ready');
