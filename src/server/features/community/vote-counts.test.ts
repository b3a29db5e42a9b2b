import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages, featureModules, messageVotes } from '#server/db/schema.ts';
import { TEST_DRIVERS } from '#server/test/harness.ts';
import {
  call,
  createTestCast,
  signUp,
  TEST_PASSWORD,
  type TestCast,
  type TestUser,
} from '#server/test/users.ts';
import { COMMUNITY_MODULE } from '#shared/constants.ts';

// A message's upvotes and downvotes always equal its vote rows, whatever takes a vote away: the
// voter withdrawing it, the voter's account deleted, or a row removed by hand.

const MAIL = '<b>Rally at dawn</b>\nBring troops at 20:00 UTC.';
const MIGRATION = resolve(
  import.meta.dirname,
  '../../db/migrations/0011_community-vote-counts.sql',
);

describe.each(TEST_DRIVERS)('gallery vote counts on %s', (driver) => {
  let cast: TestCast;
  let messageId: number;

  beforeAll(async () => {
    cast = await createTestCast(driver, () => new Date());
    await cast.t.database.db
      .update(featureModules)
      .set({ status: 'live' })
      .where(eq(featureModules.slug, COMMUNITY_MODULE));
    const shared = await call(cast.t, 'POST', '/api/community/messages', cast.alice.token, {
      title: 'Rally',
      formattedMessage: MAIL,
      category: 'war',
      isPublic: true,
    });
    expect(shared.statusCode).toBe(201);
    messageId = shared.json().message.id;
    const approved = await call(
      cast.t,
      'POST',
      `/api/admin/community/messages/${messageId}/approve`,
      cast.admin.token,
    );
    expect(approved.statusCode).toBe(200);
  });
  afterAll(() => cast.t.close());

  const vote = (user: TestUser, voteType: 'up' | 'down') =>
    call(cast.t, 'PUT', `/api/community/messages/${messageId}/vote`, user.token, { voteType });

  /** The message's counters beside the votes its rows hold. */
  async function counts() {
    const { db } = cast.t.database;
    const [message] = await db
      .select({ upvotes: communityMessages.upvotes, downvotes: communityMessages.downvotes })
      .from(communityMessages)
      .where(eq(communityMessages.id, messageId));
    const rowsOf = async (voteType: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(messageVotes)
          .where(and(eq(messageVotes.messageId, messageId), eq(messageVotes.voteType, voteType)))
      )[0]?.n;
    return {
      counters: message,
      rows: { upvotes: await rowsOf('up'), downvotes: await rowsOf('down') },
    };
  }

  it("takes a deleted account's votes out of the counts", async () => {
    const voters = [await signUp(cast.t), await signUp(cast.t), await signUp(cast.t)];
    for (const [index, voter] of voters.entries()) {
      expect((await vote(voter, index === 2 ? 'down' : 'up')).statusCode).toBe(200);
    }
    expect((await counts()).counters).toEqual({ upvotes: 2, downvotes: 1 });
    for (const voter of voters) {
      const deleted = await call(cast.t, 'POST', '/api/account/delete', voter.token, {
        currentPassword: TEST_PASSWORD,
      });
      expect(deleted.statusCode).toBe(200);
    }
    const { counters, rows } = await counts();
    expect(counters).toEqual({ upvotes: 0, downvotes: 0 });
    expect(counters).toEqual(rows);
  });

  it('follows votes changed, withdrawn or removed by any path', async () => {
    expect((await vote(cast.bob, 'up')).json()).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect((await vote(cast.bob, 'down')).json()).toMatchObject({ upvotes: 0, downvotes: 1 });
    expect((await vote(cast.player, 'up')).json()).toMatchObject({ upvotes: 1, downvotes: 1 });
    const withdrawn = await call(
      cast.t,
      'DELETE',
      `/api/community/messages/${messageId}/vote`,
      cast.player.token,
    );
    expect(withdrawn.json()).toMatchObject({ upvotes: 0, downvotes: 1, myVote: null });
    await cast.t.database.db.delete(messageVotes).where(eq(messageVotes.userId, cast.bob.id));
    const { counters, rows } = await counts();
    expect(counters).toEqual({ upvotes: 0, downvotes: 0 });
    expect(counters).toEqual(rows);
  });

  it('the migration sets counts that are wrong today to the votes there are', async () => {
    expect((await vote(cast.bob, 'up')).statusCode).toBe(200);
    await cast.t.database.db
      .update(communityMessages)
      .set({ upvotes: 7, downvotes: 3 })
      .where(eq(communityMessages.id, messageId));
    const repair = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').at(-1);
    await cast.t.database.db.execute(sql.raw(repair ?? ''));
    expect((await counts()).counters).toEqual({ upvotes: 1, downvotes: 0 });
  });
});
