import { Worker } from 'node:worker_threads';
import { BUILTIN_ENGINE_NAME, formatWithBuiltinEngine } from './builtin-engine.ts';
import type { EngineError, EngineJob, EngineMessage, EngineWorkerData } from './engine-protocol.ts';
import type { EngineLogger } from './openai-engine.ts';
import type { FormatEngine, FormatRequest, FormatResult } from './types.ts';

const WORKER_ENTRY = new URL('./engine-worker.mjs', import.meta.url);

/** Workers that die this many times in a row, with no answer in between, are not replaced. */
export const MAX_WORKER_FAILURES = 3;

/** A draft that was in hand when this many workers died is refused, never formatted again. */
const MAX_DRAFT_DEATHS = 2;

/** What the caller gets for a draft that stopped two workers (the server answers 500). */
export const DRAFT_FAILED_MESSAGE = 'The formatting engine stopped twice on this draft';

interface EnginePoolOptions {
  /** How many worker threads format drafts; 0 formats on the calling thread. */
  size: number;
  logger?: EngineLogger;
  /** The worker's entry module; tests give one that misbehaves on purpose. */
  workerEntry?: URL;
  /** A worker not ready after this long is stopped (and replaced). */
  startTimeoutMs?: number;
  /** A worker with drafts in hand that answers nothing for this long is stopped (and replaced). */
  answerTimeoutMs?: number;
}

/** The built-in engine on worker threads; every answer is what `formatWithBuiltinEngine` gives. */
export interface EnginePool extends FormatEngine {
  /** Starts the workers now rather than at the first request; resolves once each is ready or gone. */
  start(): Promise<void>;
  /** Workers that are ready to take drafts. */
  readonly readyWorkers: number;
  /** Stops the workers; drafts they had not answered are formatted on the calling thread. */
  close(): Promise<void>;
}

interface Job extends EngineJob {
  resolve(result: FormatResult): void;
  reject(error: Error): void;
  /** How many workers died while this draft was in their hands. */
  deaths: number;
}

interface EngineThread {
  worker: Worker;
  isReady: boolean;
  whenSettled: Promise<void>;
  /** Sent or about to be sent, not yet answered. */
  jobs: Map<number, Job>;
  outbox: Job[];
  /** Stops the worker when it does not start, or does not answer, in time. */
  watchdog?: NodeJS.Timeout;
}

function toError({ name, message, stack }: EngineError): Error {
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/**
 * Formats drafts on worker threads, so the main thread keeps to HTTP and the database and a slow
 * draft cannot hold up other requests (docs/decisions/006). Requests arriving together go to a worker as one message.
 * Until a worker is ready, and once workers keep failing, the engine runs on this thread. When a
 * worker dies (or is stopped for not answering), its drafts are formatted again by a worker, one at
 * a time, so a draft that kills workers cannot take others with it, nor reach this thread: at its
 * second death it is refused.
 */
export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const entry = options.workerEntry ?? WORKER_ENTRY;
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const answerTimeoutMs = options.answerTimeoutMs ?? 10_000;
  const threads = new Set<EngineThread>();
  /** Drafts of dead workers, formatted again one at a time. */
  const retries: Job[] = [];
  let retrying: Job | undefined;
  let nextId = 0;
  let failuresInARow = 0;
  let isStarted = false;
  let isClosed = false;
  let isFlushScheduled = false;
  /**
   * The engine as the first worker bundled it, handed to every worker started after (a worker the
   * watchdog replaced too), so the pool bundles it once instead of once a worker.
   */
  let engineBundle: string | undefined;
  /** Whether a worker has been ready or died: until then the pool starts one, which bundles. */
  let hasOneStarted = false;

  const hasGivenUp = () => failuresInARow >= MAX_WORKER_FAILURES;

  function finish(job: Job, outcome: { result: FormatResult } | { error: Error }): void {
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
    if (job === retrying) {
      retrying = undefined;
      pumpRetries();
    }
  }

  function formatHere(job: Job): void {
    try {
      finish(job, { result: formatWithBuiltinEngine(job.request) });
    } catch (error) {
      finish(job, { error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  function arm(thread: EngineThread, ms: number): void {
    clearTimeout(thread.watchdog);
    thread.watchdog = setTimeout(() => {
      options.logger?.warn(
        { isReady: thread.isReady, drafts: thread.jobs.size },
        'A formatting worker did not answer in time; stopping it',
      );
      void thread.worker.terminate();
    }, ms);
    thread.watchdog.unref();
  }

  function disarm(thread: EngineThread): void {
    clearTimeout(thread.watchdog);
    thread.watchdog = undefined;
  }

  function answer(thread: EngineThread, message: EngineMessage): void {
    if (message === 'ready') {
      thread.isReady = true;
      hasOneStarted = true;
      disarm(thread);
      thread.worker.unref();
      replenish();
      pumpRetries();
      return;
    }
    if ('bundle' in message) {
      if (typeof message.bundle === 'string') engineBundle = message.bundle;
      return;
    }
    failuresInARow = 0;
    for (const reply of message) {
      const job = thread.jobs.get(reply.id);
      if (!job) continue;
      thread.jobs.delete(reply.id);
      finish(job, 'error' in reply ? { error: toError(reply.error) } : { result: reply.result });
    }
    if (thread.jobs.size === 0) {
      disarm(thread);
      thread.worker.unref();
    } else {
      arm(thread, answerTimeoutMs);
    }
    replenish();
  }

  function bury(thread: EngineThread, exitCode: number): void {
    disarm(thread);
    threads.delete(thread);
    hasOneStarted = true;
    const inHand = [...thread.jobs.values()];
    thread.jobs.clear();
    thread.outbox = [];
    if (isClosed) {
      for (const job of inHand) formatHere(job);
      return;
    }
    failuresInARow += 1;
    options.logger?.warn(
      { exitCode, drafts: inHand.length, failuresInARow },
      hasGivenUp()
        ? 'Formatting workers keep failing; drafts are formatted on the main thread'
        : 'A formatting worker stopped; starting another',
    );
    replenish();
    for (const job of inHand) {
      job.deaths += 1;
      if (job.deaths < MAX_DRAFT_DEATHS) {
        retries.push(job);
      } else {
        options.logger?.warn({ draftLength: job.request.message.length }, DRAFT_FAILED_MESSAGE);
        finish(job, { error: new Error(DRAFT_FAILED_MESSAGE) });
      }
    }
    pumpRetries();
  }

  function spawn(): void {
    // A worker keeps the process alive while it starts and while it has drafts in hand, and no
    // longer: an idle pool nobody closed does not hold the process open.
    const workerData: EngineWorkerData = { bundle: engineBundle };
    const worker = new Worker(entry, { workerData });
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
    arm(thread, startTimeoutMs);
    worker.on('message', (message: EngineMessage) => {
      answer(thread, message);
      if (thread.isReady) settle();
    });
    worker.on('error', (error) => {
      options.logger?.warn({ err: error }, 'A formatting worker failed');
    });
    worker.on('exit', (exitCode) => {
      settle();
      bury(thread, exitCode);
    });
  }

  /** Keeps `size` workers, unless they keep failing; one alone until it has bundled the engine. */
  function replenish(): void {
    const wanted = engineBundle !== undefined || hasOneStarted ? options.size : 1;
    while (isStarted && !isClosed && !hasGivenUp() && threads.size < wanted) spawn();
  }

  /** Resolves once every worker started so far is ready or gone. */
  function settled(): Promise<unknown> {
    return Promise.all([...threads].map((thread) => thread.whenSettled));
  }

  function ensureStarted(): void {
    if (isStarted || isClosed || options.size <= 0) return;
    isStarted = true;
    replenish();
  }

  function leastBusyReadyThread(): EngineThread | undefined {
    let best: EngineThread | undefined;
    for (const thread of threads) {
      if (thread.isReady && (!best || thread.jobs.size < best.jobs.size)) best = thread;
    }
    return best;
  }

  function send(thread: EngineThread, job: Job): void {
    if (thread.jobs.size === 0) thread.worker.ref();
    thread.jobs.set(job.id, job);
    thread.outbox.push(job);
    if (!isFlushScheduled) {
      isFlushScheduled = true;
      setImmediate(flush);
    }
  }

  function pumpRetries(): void {
    if (retrying || retries.length === 0) return;
    if (isClosed || (hasGivenUp() && threads.size === 0)) {
      // No worker will come: what is left is formatted here.
      for (const job of retries.splice(0)) formatHere(job);
      return;
    }
    const thread = leastBusyReadyThread();
    if (!thread) return; // the next worker to be ready asks again
    retrying = retries.shift();
    if (retrying) send(thread, retrying);
  }

  function flush(): void {
    isFlushScheduled = false;
    for (const thread of threads) {
      if (thread.outbox.length === 0) continue;
      const batch = thread.outbox;
      thread.outbox = [];
      try {
        thread.worker.postMessage(batch.map(({ id, request }): EngineJob => ({ id, request })));
        if (!thread.watchdog) arm(thread, answerTimeoutMs);
      } catch (error) {
        // A request that cannot be copied to a thread: format it here.
        options.logger?.warn({ err: error }, 'Drafts could not be sent to a formatting worker');
        for (const job of batch) {
          thread.jobs.delete(job.id);
          formatHere(job);
        }
      }
    }
  }

  return {
    name: BUILTIN_ENGINE_NAME,
    async format(request: FormatRequest): Promise<FormatResult> {
      ensureStarted();
      const thread = isClosed ? undefined : leastBusyReadyThread();
      if (!thread) return formatWithBuiltinEngine(request);
      return new Promise<FormatResult>((resolve, reject) => {
        send(thread, { id: nextId, request, resolve, reject, deaths: 0 });
        nextId += 1;
      });
    },
    async start() {
      ensureStarted();
      // The first worker, which bundles the engine, then the others it let start.
      await settled();
      await settled();
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
      // Whatever a worker still held (should its exit come late) is formatted here.
      for (const thread of stopping) bury(thread, 0);
      pumpRetries();
    },
  };
}
