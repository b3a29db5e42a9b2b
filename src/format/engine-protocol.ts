// The messages between the engine pool and its worker threads. A worker first posts 'ready', then
// answers each batch of jobs with one batch of replies, in any order, matched by id.
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

export type EngineMessage = 'ready' | readonly EngineReply[];
