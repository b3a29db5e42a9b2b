import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FormatRequest, FormatRequestSchema } from '#shared/schemas/format.ts';
import { SAMPLE_DRAFTS } from '../../tests/fixtures/drafts.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import {
  createEnginePool,
  DRAFT_FAILED_MESSAGE,
  type EnginePool,
  MAX_WORKER_FAILURES,
} from './engine-pool.ts';

// A spy on this thread's engine: the workers load their own copy, so it sees only what the pool
// formats here.
vi.mock('./builtin-engine.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./builtin-engine.ts')>();
  return { ...actual, formatWithBuiltinEngine: vi.fn(actual.formatWithBuiltinEngine) };
});
const formattedHere = vi.mocked(formatWithBuiltinEngine);

const DRAFTS = SAMPLE_DRAFTS.map((draft) => draft.text);

const REQUESTS: FormatRequest[] = DRAFTS.flatMap((message) =>
  [
    { message },
    { message, mode: 'improve', tone: 'motivational', rewriteStyle: 'balanced' },
    { message, mode: 'improve', tone: 'intense', rewriteStyle: 'fully-thematic' },
  ].map((body) => FormatRequestSchema.parse(body)),
);

const CRASHING_WORKER = new URL('./test/crashing-engine-worker.mjs', import.meta.url);
const BROKEN_WORKER = new URL('./test/broken-engine-worker.mjs', import.meta.url);
const HANGING_WORKER = new URL('./test/hanging-engine-worker.mjs', import.meta.url);
const BUNDLE_REPORTING_WORKER = new URL(
  './test/bundle-reporting-engine-worker.mjs',
  import.meta.url,
);
const CRASH = FormatRequestSchema.parse({ message: 'please crash now, rally at 21:00 UTC' });
const HANG = FormatRequestSchema.parse({ message: 'this one will hang, rally at 22:00 UTC' });
const STOPPED = 'A formatting worker stopped; starting another';
const GAVE_UP = 'Formatting workers keep failing; drafts are formatted on the main thread';

function createLogger() {
  return { warn: vi.fn<(details: object, message: string) => void>() };
}

/** A result or the message of an error, so drafts that fail can be compared with those that do not. */
function outcomeOf(formatting: Promise<unknown>) {
  return formatting.then(
    (result) => ({ result }),
    (error: Error) => ({ error: error.message }),
  );
}

function warningsOf(logger: ReturnType<typeof createLogger>): string[] {
  return logger.warn.mock.calls.map(([, message]) => message);
}

// Workers start tsx and load the engine: seconds on a busy 2-core machine.
const SLOW = 60_000;

describe('engine pool', () => {
  let pool: EnginePool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it(
    'formats every sample draft on its worker threads exactly as the engine does here',
    async () => {
      pool = createEnginePool({ size: 2 });
      await pool.start();
      expect(pool.readyWorkers).toBe(2);
      const expected = REQUESTS.map((request) => formatWithBuiltinEngine(request));
      formattedHere.mockClear();
      // All at once, so they travel in batches and are shared between the two workers.
      const results = await Promise.all(REQUESTS.map((request) => pool!.format(request)));
      expect(formattedHere).not.toHaveBeenCalled();
      expect(results).toEqual(expected);
      expect(pool.readyWorkers).toBe(2);
    },
    SLOW,
  );

  it(
    'bundles the engine once: the first worker bundles it, the next ones are given its bundle',
    async () => {
      pool = createEnginePool({ size: 3, workerEntry: BUNDLE_REPORTING_WORKER });
      await pool.start();
      expect(pool.readyWorkers).toBe(3);
      // All at once: each goes to the least busy worker, one a worker.
      const results = await Promise.all(
        REQUESTS.slice(0, 3).map((request) => pool!.format(request)),
      );
      expect(results.map((result) => result.formattedMessage).sort()).toEqual([
        'bundled here',
        'the first worker bundle',
        'the first worker bundle',
      ]);
    },
    SLOW,
  );

  it(
    'gives the caller the error the engine raised in the worker',
    async () => {
      pool = createEnginePool({ size: 1 });
      await pool.start();
      const bad = { message: 42 } as unknown as FormatRequest;
      let hereError: unknown;
      try {
        formatWithBuiltinEngine(bad);
      } catch (error) {
        hereError = error;
      }
      expect(hereError).toBeInstanceOf(Error);
      const error = await pool.format(bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe((hereError as Error).name);
      expect((error as Error).message).toBe((hereError as Error).message);
      expect((error as Error).stack).toContain('formatWithBuiltinEngine');
      // A frame names the engine's file, not the whole engine: a log line, not megabytes.
      expect((error as Error).stack!.length).toBeLessThan(5000);
      // The worker is still there for the next draft.
      expect(await pool.format(REQUESTS[0]!)).toEqual(formatWithBuiltinEngine(REQUESTS[0]!));
      expect(pool.readyWorkers).toBe(1);
    },
    SLOW,
  );

  it(
    'formats again, on a new worker, what a dying worker held, and refuses the draft that killed it twice',
    async () => {
      const logger = createLogger();
      pool = createEnginePool({ size: 1, workerEntry: CRASHING_WORKER, logger });
      await pool.start();
      expect(pool.readyWorkers).toBe(1);

      // The crash comes between two ordinary drafts of the same batch.
      const batch = [REQUESTS[0]!, CRASH, REQUESTS[1]!].map((request) =>
        outcomeOf(pool!.format(request)),
      );
      formattedHere.mockClear();
      expect(await Promise.all(batch)).toEqual([
        { result: formatWithBuiltinEngine(REQUESTS[0]!) },
        { error: DRAFT_FAILED_MESSAGE },
        { result: formatWithBuiltinEngine(REQUESTS[1]!) },
      ]);
      // Only the expectations above ran here: the killer draft never reached this thread.
      expect(formattedHere).toHaveBeenCalledTimes(2);
      expect(warningsOf(logger)).toEqual([STOPPED, STOPPED, DRAFT_FAILED_MESSAGE]);

      await vi.waitFor(() => expect(pool!.readyWorkers).toBe(1), { timeout: SLOW });
      expect(await pool.format(REQUESTS[2]!)).toEqual(formatWithBuiltinEngine(REQUESTS[2]!));
    },
    SLOW,
  );

  it(
    `gives up after ${MAX_WORKER_FAILURES} failures in a row and formats on this thread`,
    async () => {
      const logger = createLogger();
      pool = createEnginePool({ size: 1, workerEntry: CRASHING_WORKER, logger });
      await pool.start();
      // Two workers die on the draft, which is refused; a third dies on the next one.
      await expect(pool.format(CRASH)).rejects.toThrow(DRAFT_FAILED_MESSAGE);
      await vi.waitFor(() => expect(pool!.readyWorkers).toBe(1), { timeout: SLOW });
      expect(await pool.format(CRASH)).toEqual(formatWithBuiltinEngine(CRASH));
      expect(warningsOf(logger)).toEqual([STOPPED, STOPPED, DRAFT_FAILED_MESSAGE, GAVE_UP]);
      expect(pool.readyWorkers).toBe(0);
      expect(await pool.format(REQUESTS[3]!)).toEqual(formatWithBuiltinEngine(REQUESTS[3]!));
    },
    SLOW,
  );

  it(
    'stops a worker that does not answer in time, and refuses the draft that hung two of them',
    async () => {
      const logger = createLogger();
      pool = createEnginePool({
        size: 1,
        workerEntry: HANGING_WORKER,
        logger,
        // Long enough for a real draft on a fresh worker of a loaded machine (1 s was not).
        answerTimeoutMs: 2500,
      });
      await pool.start();
      const batch = [REQUESTS[4]!, HANG].map((request) => outcomeOf(pool!.format(request)));
      expect(await Promise.all(batch)).toEqual([
        { result: formatWithBuiltinEngine(REQUESTS[4]!) },
        { error: DRAFT_FAILED_MESSAGE },
      ]);
      expect(warningsOf(logger)).toContain(
        'A formatting worker did not answer in time; stopping it',
      );
      await vi.waitFor(() => expect(pool!.readyWorkers).toBe(1), { timeout: SLOW });
      expect(await pool.format(REQUESTS[5]!)).toEqual(formatWithBuiltinEngine(REQUESTS[5]!));
    },
    SLOW,
  );

  it(
    'formats here a request that cannot be copied to a thread',
    async () => {
      const logger = createLogger();
      pool = createEnginePool({ size: 1, logger });
      await pool.start();
      const uncopyable = { ...REQUESTS[6]!, onDone: () => undefined } as FormatRequest;
      expect(await pool.format(uncopyable)).toEqual(formatWithBuiltinEngine(REQUESTS[6]!));
      expect(warningsOf(logger)).toEqual(['Drafts could not be sent to a formatting worker']);
      expect(await pool.format(REQUESTS[7]!)).toEqual(formatWithBuiltinEngine(REQUESTS[7]!));
    },
    SLOW,
  );

  it(
    'answers at once, on this thread, while a worker that cannot load keeps failing',
    async () => {
      const logger = createLogger();
      pool = createEnginePool({ size: 1, workerEntry: BROKEN_WORKER, logger });
      expect(await pool.format(REQUESTS[4]!)).toEqual(formatWithBuiltinEngine(REQUESTS[4]!));
      await vi.waitFor(() => expect(warningsOf(logger)).toContain(GAVE_UP), { timeout: SLOW });
      expect(warningsOf(logger)).toContain('A formatting worker failed');
      expect(pool.readyWorkers).toBe(0);
      expect(await pool.format(REQUESTS[5]!)).toEqual(formatWithBuiltinEngine(REQUESTS[5]!));
    },
    SLOW,
  );

  it(
    'answers every draft it was given when it closes, and formats here afterwards',
    async () => {
      pool = createEnginePool({ size: 1 });
      await pool.start();
      const pending = REQUESTS.map((request) => pool!.format(request));
      await pool.close();
      expect(await Promise.all(pending)).toEqual(
        REQUESTS.map((request) => formatWithBuiltinEngine(request)),
      );
      expect(pool.readyWorkers).toBe(0);
      expect(await pool.format(REQUESTS[0]!)).toEqual(formatWithBuiltinEngine(REQUESTS[0]!));
    },
    SLOW,
  );

  it(
    'keeps the process alive while a worker has a draft in hand, and not once it is idle',
    async () => {
      const body = { message: DRAFTS[0], mode: 'improve', tone: 'humorous' };
      // The script never closes its pool: it prints the mail and the process ends by itself.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('./test/format-once.ts', import.meta.url)),
          JSON.stringify(body),
        ],
        { cwd: fileURLToPath(new URL('../..', import.meta.url)), timeout: SLOW / 2 },
      );
      expect(JSON.parse(stdout)).toEqual({
        readyWorkers: 1,
        result: formatWithBuiltinEngine(FormatRequestSchema.parse(body)),
      });
    },
    SLOW,
  );

  it('with no workers formats on this thread and starts none', async () => {
    pool = createEnginePool({ size: 0 });
    await pool.start();
    expect(pool.readyWorkers).toBe(0);
    expect(await pool.format(REQUESTS[1]!)).toEqual(formatWithBuiltinEngine(REQUESTS[1]!));
    expect(pool.readyWorkers).toBe(0);
  });
});
