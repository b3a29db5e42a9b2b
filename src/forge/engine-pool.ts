import { Worker } from 'node:worker_threads';
import { BUILTIN_ENGINE_NAME, formatWithBuiltinEngine } from './builtin-forge.ts';
import type { EngineJob, EngineMessage } from './engine-protocol.ts';
import type { ForgeLogger } from './openai-forge.ts';
import type { Forge, ForgeResult, FormatRequest } from './types.ts';

const WORKER_ENTRY = new URL('./engine-worker.mjs', import.meta.url);

/** Workers that die this many times in a row, with no answer in between, are not started again. */
export const MAX_WORKER_FAILURES = 3;

export interface EnginePoolOptions {
  /** How many worker threads format drafts; 0 formats on the calling thread. */
  size: number;
  logger?: ForgeLogger;
  /** The worker's entry module; tests give one that misbehaves on purpose. */
  workerEntry?: URL;
}

/** The built-in engine on worker threads; every answer is what `formatWithBuiltinEngine` gives. */
export interface EnginePool extends Forge {
  /** Starts the workers now rather than at the first request; resolves once each is ready or gone. */
  start(): Promise<void>;
  /** Workers that are ready to take drafts. */
  readonly readyWorkers: number;
  /** Stops the workers; drafts they had not answered are formatted on the calling thread. */
  close(): Promise<void>;
}

interface Job extends EngineJob {
  resolve(result: ForgeResult): void;
  reject(error: Error): void;
}

interface EngineThread {
  worker: Worker;
  isReady: boolean;
  whenSettled: Promise<void>;
  /** Sent or about to be sent, not yet answered. */
  jobs: Map<number, Job>;
  outbox: Job[];
}

/**
 * Formats drafts on worker threads, so the main thread keeps to HTTP and the database (issue 4's
 * p99 target; docs/decisions/006). Requests arriving together go to a worker as one message.
 * Nothing is ever lost or refused: until a worker is ready, after the pool gave up on failing
 * workers, and for whatever a dying worker had not answered, the engine runs on this thread.
 */
export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const entry = options.workerEntry ?? WORKER_ENTRY;
  const threads = new Set<EngineThread>();
  let nextId = 0;
  let failuresInARow = 0;
  let isStarted = false;
  let isClosed = false;
  let isFlushScheduled = false;

  function formatHere(job: Job): void {
    try {
      job.resolve(formatWithBuiltinEngine(job.request));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  function settleHere(thread: EngineThread): void {
    const jobs = [...thread.jobs.values()];
    thread.jobs.clear();
    thread.outbox = [];
    for (const job of jobs) formatHere(job);
  }

  function answer(thread: EngineThread, message: EngineMessage): void {
    if (message === 'ready') {
      thread.isReady = true;
      thread.worker.unref();
      return;
    }
    failuresInARow = 0;
    for (const reply of message) {
      const job = thread.jobs.get(reply.id);
      if (!job) continue;
      thread.jobs.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.result);
    }
    if (thread.jobs.size === 0) thread.worker.unref();
  }

  function spawn(): void {
    // A worker keeps the process alive while it starts and while it has drafts in hand, and no
    // longer: an idle pool nobody closed does not hold the process open.
    const worker = new Worker(entry);
    let settle = () => {};
    const thread: EngineThread = {
      worker,
      isReady: false,
      whenSettled: new Promise((resolve) => {
        settle = resolve;
      }),
      jobs: new Map(),
      outbox: [],
    };
    threads.add(thread);
    worker.on('message', (message: EngineMessage) => {
      answer(thread, message);
      if (thread.isReady) settle();
    });
    worker.on('error', (error) => {
      options.logger?.warn({ err: error }, 'A formatting worker failed');
    });
    worker.on('exit', (exitCode) => {
      threads.delete(thread);
      settle();
      settleHere(thread);
      if (isClosed) return;
      failuresInARow += 1;
      if (failuresInARow < MAX_WORKER_FAILURES) {
        options.logger?.warn({ exitCode }, 'A formatting worker stopped; starting another');
        spawn();
      } else {
        options.logger?.warn(
          { exitCode, failures: failuresInARow },
          'Formatting workers keep failing; drafts are formatted on the main thread',
        );
      }
    });
  }

  function ensureStarted(): void {
    if (isStarted || isClosed || options.size <= 0) return;
    isStarted = true;
    for (let i = 0; i < options.size; i += 1) spawn();
  }

  function leastBusyReadyThread(): EngineThread | undefined {
    let best: EngineThread | undefined;
    for (const thread of threads) {
      if (thread.isReady && (!best || thread.jobs.size < best.jobs.size)) best = thread;
    }
    return best;
  }

  function flush(): void {
    isFlushScheduled = false;
    for (const thread of threads) {
      if (thread.outbox.length === 0) continue;
      const jobs: EngineJob[] = thread.outbox.map(({ id, request }) => ({ id, request }));
      thread.outbox = [];
      thread.worker.postMessage(jobs);
    }
  }

  return {
    name: BUILTIN_ENGINE_NAME,
    async format(request: FormatRequest): Promise<ForgeResult> {
      ensureStarted();
      const thread = isClosed ? undefined : leastBusyReadyThread();
      if (!thread) return formatWithBuiltinEngine(request);
      return new Promise<ForgeResult>((resolve, reject) => {
        const job: Job = { id: nextId, request, resolve, reject };
        nextId += 1;
        if (thread.jobs.size === 0) thread.worker.ref();
        thread.jobs.set(job.id, job);
        thread.outbox.push(job);
        if (!isFlushScheduled) {
          isFlushScheduled = true;
          setImmediate(flush);
        }
      });
    },
    async start() {
      ensureStarted();
      await Promise.all([...threads].map((thread) => thread.whenSettled));
    },
    get readyWorkers() {
      let ready = 0;
      for (const thread of threads) if (thread.isReady) ready += 1;
      return ready;
    },
    async close() {
      isClosed = true;
      const stopping = [...threads];
      await Promise.all(stopping.map((thread) => thread.worker.terminate()));
      for (const thread of stopping) settleHere(thread);
    },
  };
}
