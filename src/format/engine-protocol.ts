// The messages between the engine pool and its worker threads. A worker that bundled the engine
// posts the bundle first (the pool hands it to the workers it starts next, so the engine is bundled
// once per pool), then posts 'ready', then answers each batch of jobs in one or more batches of
// replies, in any order, matched by id.
import type { FormatRequest, FormatResult } from './types.ts';

export interface EngineJob {
  id: number;
  request: FormatRequest;
}

/** An error the engine threw, as far as it survives the trip between threads. */
export interface EngineError {
  name: string;
  message: string;
  stack?: string;
}

export type EngineReply = { id: number; result: FormatResult } | { id: number; error: EngineError };

/** The engine as one CommonJS script, bundled by a worker as it started (engine-worker.mjs). */
export interface EngineBundle {
  bundle: string;
}

/** What a new worker is given: the bundle another worker made, if one has. */
export interface EngineWorkerData {
  bundle?: string;
}

export type EngineMessage = 'ready' | EngineBundle | readonly EngineReply[];

/**
 * How much formatting a worker does before it posts what it has: with 50 requests waiting in one
 * batch, answering only at its end left the main thread idle while the worker formatted and the
 * worker idle while the main thread wrote the answers (docs/decisions/006).
 */
export const ANSWER_EVERY_MS = 1;

/**
 * Formats `jobs` in order and posts their replies in parts: each part once about
 * `ANSWER_EVERY_MS` of work is done since the last, and the rest at the end.
 */
export function answerInParts(
  jobs: readonly EngineJob[],
  formatJob: (job: EngineJob) => EngineReply,
  post: (replies: EngineReply[]) => void,
  now: () => number = () => performance.now(),
): void {
  let replies: EngineReply[] = [];
  let since = now();
  for (const job of jobs) {
    replies.push(formatJob(job));
    if (now() - since >= ANSWER_EVERY_MS) {
      post(replies);
      replies = [];
      since = now();
    }
  }
  if (replies.length > 0) post(replies);
}
