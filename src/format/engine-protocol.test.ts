import { describe, expect, it } from 'vitest';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import {
  ANSWER_EVERY_MS,
  answerInParts,
  type EngineJob,
  type EngineReply,
} from './engine-protocol.ts';

const request = FormatRequestSchema.parse({ message: 'rally at 21:00 UTC' });
const jobs: EngineJob[] = Array.from({ length: 10 }, (_, id) => ({ id, request }));

/** Formats each job in `costMs` of a clock that only moves when a job is formatted. */
function answerWithCost(costMs: number): number[][] {
  let clock = 0;
  const parts: number[][] = [];
  answerInParts(
    jobs,
    ({ id }): EngineReply => {
      clock += costMs;
      return { id, error: { name: 'Error', message: String(id) } };
    },
    (replies) => parts.push(replies.map((reply) => reply.id)),
    () => clock,
  );
  return parts;
}

describe('a worker answers a batch in parts', () => {
  it('posts what it has each time about a millisecond of formatting is done, the rest at the end', () => {
    // Three jobs make a millisecond: parts of three, and the tenth alone at the end.
    expect(answerWithCost(ANSWER_EVERY_MS / 3 + 0.001)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9],
    ]);
  });

  it('answers a slow draft at once, and a quick batch in one message', () => {
    expect(answerWithCost(ANSWER_EVERY_MS * 2)).toEqual(jobs.map(({ id }) => [id]));
    expect(answerWithCost(ANSWER_EVERY_MS / 100)).toEqual([jobs.map(({ id }) => id)]);
  });
});
