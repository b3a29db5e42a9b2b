import type { FormatRefusal } from '#format/format-answer.ts';
import type { FormatResponse } from '#shared/schemas/format.ts';

// The messages between the page and the browser's engine worker (format-engine.worker.ts). The
// worker first posts 'ready', then answers each job with one reply, matched by id.

export interface BrowserEngineJob {
  id: number;
  /** A format request as the page would send it to `POST /api/format-message`. */
  request: unknown;
  /** The model could not be reached: the answer says the built-in engine wrote the mail. */
  isModelUnreachable?: boolean;
}

export type BrowserEngineReply =
  | { id: number; response: FormatResponse }
  | { id: number; refusal: FormatRefusal }
  | { id: number; error: string };

export type BrowserEngineMessage = 'ready' | BrowserEngineReply;
