// The messages between the engine pool and its worker threads. A worker first posts 'ready', then
// answers each batch of jobs with one batch of replies, in any order, matched by id.
import type { ForgeResult, FormatRequest } from './types.ts';

export interface EngineJob {
  id: number;
  request: FormatRequest;
}

export type EngineReply = { id: number; result: ForgeResult } | { id: number; error: string };

export type EngineMessage = 'ready' | readonly EngineReply[];
