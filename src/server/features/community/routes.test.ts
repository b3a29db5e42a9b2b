import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages, featureModules } from '#server/db/schema.ts';
import { ERROR_MESSAGES } from '#server/plugins/errors.ts';
import { TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import {
  call,
  createTestCast,
  signIn,
  signUp,
  signUpPremium,
  TEST_PASSWORD,
  type TestUser,
} from '#server/test/users.ts';
import {
  COMMENT_PAGE_SIZE,
  COMMUNITY_MODULE,
  COMMUNITY_PAGE_SIZE,
  type FeatureStatus,
} from '#shared/constants.ts';
import { ANONYMOUS_AUTHOR, COMMUNITY_MESSAGES } from '#shared/schemas/community.ts';
import { insertComment } from './repository.ts';
import { COMMUNITY_BASE_PATHS, COMMUNITY_RATE_LIMITS } from './routes.ts';

const MAIL =
  '<size=32><color=#FFD700><b>Rally Notice</b></color></size>\nBring troops at 20:00 UTC.';

interface Shared {
  id: number;
  status: string;
  upvotes: number;
  downvotes: number;
  viewCount: number;
  commentCount: number;
  myVote: string | null;
  tags: string[];
  title: string;
  formattedMessage: string;
  authorName: string;
  authorKingdom: string | null;
  rejectionReason: string | null;
}

describe.each(TEST_DRIVERS)('the community gallery on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let admin: TestUser;
  let player: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  /** The gallery module's status on the board: it decides who may call the API. */
  const setModuleStatus = (status: FeatureStatus) =>
    t.database.db
      .update(featureModules)
      .set({ status })
      .where(eq(featureModules.slug, COMMUNITY_MODULE));

  beforeAll(async () => {
    ({ t, admin, player, alice, bob } = await createTestCast(driver, () => clock));
    // The tests below act as visitors and free players too: the module is everyone's.
    await setModuleStatus('live');
  });
  afterAll(() => t.close());

  /** Moves the clock on, past every rate-limit window when it is an hour or more. */
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const HOUR = 60 * 60 * 1000;

  async function share(user: TestUser, payload: object = {}): Promise<Shared> {
    advance(1000);
    const response = await call(t, 'POST', '/api/community/messages', user.token, {
      title: 'Rally at dawn',
      originalMessage: 'Rally notice: bring troops at 20:00 UTC.',
      formattedMessage: MAIL,
      category: 'war',
      isPublic: true,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().message;
  }
  const approve = async (id: number) =>
    expect(
      (await call(t, 'POST', `/api/admin/community/messages/${id}/approve`, admin.token))
        .statusCode,
    ).toBe(200);
  /** A public message of `user`, approved: listed in the gallery. */
  async function list(user: TestUser, payload: object = {}): Promise<Shared> {
    const message = await share(user, payload);
    await approve(message.id);
    return message;
  }
  const gallery = async (query = '', user?: TestUser) => {
    const response = await call(t, 'GET', `/api/community/messages${query}`, user?.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { messages: Shared[]; total: number; page: number; limit: number };
  };
  const readMessage = (id: number, user?: TestUser, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/community/messages/${id}`,
      remoteAddress,
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });
  const vote = (user: TestUser, id: number, voteType?: string) =>
    voteType === undefined
      ? call(t, 'DELETE', `/api/community/messages/${id}/vote`, user.token)
      : call(t, 'PUT', `/api/community/messages/${id}/vote`, user.token, { voteType });
  const mine = async (user: TestUser) =>
    (await call(t, 'GET', '/api/community/mine', user.token)).json().messages as Shared[];

  it('shares a mail as a private or public, unapproved message of a signed-in player', async () => {
    const shared = await share(alice, {
      tags: ['KvK', ' kvk ', 'Rally'],
      isPublic: undefined,
      language: undefined,
    });
    expect(shared).toMatchObject({
      title: 'Rally at dawn',
      category: 'war',
      language: 'en',
      formattedMessage: MAIL,
      tags: ['kvk', 'rally'],
      upvotes: 0,
      downvotes: 0,
      viewCount: 0,
      commentCount: 0,
      myVote: null,
      isPublic: false,
      status: 'private',
      rejectionReason: null,
    });
    expect((await share(alice, { language: 'es' })).status).toBe('pending');
    const visitor = await call(t, 'POST', '/api/community/messages', undefined, {
      title: 'x',
      formattedMessage: MAIL,
      category: 'war',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses what the spec does not allow, with the field and the message', async () => {
    const base = { title: 'Title', formattedMessage: MAIL, category: 'war' };
    const cases: [object, string][] = [
      [{ title: '   ' }, COMMUNITY_MESSAGES.titleRequired],
      [{ title: 't'.repeat(101) }, COMMUNITY_MESSAGES.titleTooLong],
      [{ formattedMessage: ' ' }, COMMUNITY_MESSAGES.mailRequired],
      [{ formattedMessage: 'x'.repeat(2001) }, COMMUNITY_MESSAGES.mailTooLong],
      [{ formattedMessage: '<b>Unclosed <i>tags</b>' }, COMMUNITY_MESSAGES.mailInvalid],
      [{ originalMessage: 'y'.repeat(2001) }, COMMUNITY_MESSAGES.originalTooLong],
      [{ category: 'spam' }, COMMUNITY_MESSAGES.categoryInvalid],
      [{ language: 'fr' }, COMMUNITY_MESSAGES.languageInvalid],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, COMMUNITY_MESSAGES.tooManyTags],
      [{ tags: ['ok', 't'.repeat(51)] }, COMMUNITY_MESSAGES.tagInvalid],
      [{ tags: ['  '] }, COMMUNITY_MESSAGES.tagInvalid],
      [{ formatSettings: { preset: 'x'.repeat(3000) } }, COMMUNITY_MESSAGES.settingsTooLarge],
    ];
    for (const [change, message] of cases) {
      const response = await call(t, 'POST', '/api/community/messages', bob.token, {
        ...base,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
    }
    // The same tag in other cases or spaces counts once: six spellings of five tags pass.
    const five = await share(bob, { tags: ['a', 'B', 'c', 'd', 'e', ' A '] });
    expect(five.tags).toEqual(['a', 'b', 'c', 'd', 'e']);
    // A 2000-character mail counts its tags, as the game does; warnings (raw tags) are allowed.
    const long = `<b>${'x'.repeat(1993)}</b>`;
    expect((await share(bob, { formattedMessage: long })).formattedMessage).toBe(long);
    expect((await share(bob, { formattedMessage: '<s>raw</s> text' })).status).toBe('pending');
  });

  it("answers visitors' listings from memory until a change goes through this server, never a player's", async () => {
    advance(HOUR);
    const listed = await list(alice, { title: 'Before the edit' });
    const titleIn = (page: { messages: Shared[] }) =>
      page.messages.find((message) => message.id === listed.id)?.title;
    expect(titleIn(await gallery('?limit=50'))).toBe('Before the edit');
    // A change another server process made: this one's visitors see it within a second.
    await t.database.db
      .update(communityMessages)
      .set({ title: 'After the edit' })
      .where(eq(communityMessages.id, listed.id));
    expect(titleIn(await gallery('?limit=50'))).toBe('Before the edit');
    expect(titleIn(await gallery('?limit=50', bob))).toBe('After the edit');
    // A vote through this server empties the cache: the next visitor sees everything at once.
    expect(
      (
        await call(t, 'PUT', `/api/community/messages/${listed.id}/vote`, bob.token, {
          voteType: 'up',
        })
      ).statusCode,
    ).toBe(200);
    const page = await gallery('?limit=50');
    expect(titleIn(page)).toBe('After the edit');
    expect(page.messages.find((message) => message.id === listed.id)?.upvotes).toBe(1);
  });

  it('lists only public and approved messages, with the author as a public profile shows them', async () => {
    advance(HOUR);
    const privateOne = await share(player, { isPublic: false });
    await approve(privateOne.id);
    const pending = await share(player);
    const rejected = await share(player);
    await call(t, 'POST', `/api/admin/community/messages/${rejected.id}/reject`, admin.token, {});
    const listed = await list(player, { title: 'Listed <script>alert(1)</script>' });
    const ids = (await gallery('?limit=50')).messages.map((message) => message.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(privateOne.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);

    const page = await gallery('?limit=50');
    const card = page.messages.find((message) => message.id === listed.id);
    // Stored text comes back as text, exactly as it was sent.
    expect(card).toMatchObject({
      title: 'Listed <script>alert(1)</script>',
      authorName: ANONYMOUS_AUTHOR,
      authorKingdom: null,
    });
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        'id',
        'title',
        'authorName',
        'authorKingdom',
        'category',
        'language',
        'originalMessage',
        'formattedMessage',
        'upvotes',
        'downvotes',
        'viewCount',
        'createdAt',
        'tags',
        'commentCount',
        'myVote',
      ].sort(),
    );
    expect(JSON.stringify(page)).not.toContain(player.email);

    const profile = {
      displayName: 'Lord Aurelian',
      kingdom: '1234',
      alliance: 'FRG',
      isPublic: false,
    };
    expect((await call(t, 'PUT', '/api/account/profile', player.token, profile)).statusCode).toBe(
      200,
    );
    const hidden = (await gallery('?limit=50')).messages.find((m) => m.id === listed.id);
    expect(hidden).toMatchObject({ authorName: ANONYMOUS_AUTHOR, authorKingdom: null });
    await call(t, 'PUT', '/api/account/profile', player.token, { ...profile, isPublic: true });
    const shown = (await gallery('?limit=50')).messages.find((m) => m.id === listed.id);
    expect(shown).toMatchObject({ authorName: 'Lord Aurelian', authorKingdom: '1234' });
  });

  it('answers 400 for listing query values outside the spec, and applies its defaults', async () => {
    for (const [query, message] of [
      ['?sortBy=top', COMMUNITY_MESSAGES.sortInvalid],
      ['?page=0', COMMUNITY_MESSAGES.pageInvalid],
      ['?page=abc', COMMUNITY_MESSAGES.pageInvalid],
      ['?page=1.5', COMMUNITY_MESSAGES.pageInvalid],
      ['?limit=0', COMMUNITY_MESSAGES.limitInvalid],
      ['?limit=51', COMMUNITY_MESSAGES.limitInvalid],
      ['?category=spam', COMMUNITY_MESSAGES.categoryInvalid],
      ['?language=fr', COMMUNITY_MESSAGES.languageInvalid],
    ] as const) {
      const response = await call(t, 'GET', `/api/community/messages${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
    }
    const page = await gallery('?category=&language=');
    expect(page).toMatchObject({ page: 1, limit: COMMUNITY_PAGE_SIZE.default });
  });

  describe('orders and filters', () => {
    let quiet: Shared;
    let viewed: Shared;
    let liked: Shared;
    let newest: Shared;

    beforeAll(async () => {
      advance(HOUR);
      quiet = await list(alice, { category: 'event', language: 'ru' });
      viewed = await list(alice, { category: 'event', language: 'ru' });
      liked = await list(alice, { category: 'event', language: 'ru' });
      newest = await list(alice, { category: 'event', language: 'ru' });
      for (const viewer of [admin, player, bob]) await readMessage(viewed.id, viewer);
      await vote(player, liked.id, 'up');
      await vote(bob, liked.id, 'up');
      await vote(admin, liked.id, 'down');
      await vote(player, newest.id, 'up');
    });

    const idsOf = async (query: string) =>
      (await gallery(query)).messages.map((message) => message.id);

    it('sorts recent by date, popular by views, mostVoted by up minus down, ties by newest', async () => {
      const filter = '&category=event&language=ru';
      expect(await idsOf(`?sortBy=recent${filter}`)).toEqual([
        newest.id,
        liked.id,
        viewed.id,
        quiet.id,
      ]);
      expect(await idsOf(`?sortBy=popular${filter}`)).toEqual([
        viewed.id,
        newest.id,
        liked.id,
        quiet.id,
      ]);
      expect(await idsOf(`?sortBy=mostVoted${filter}`)).toEqual([
        newest.id,
        liked.id,
        viewed.id,
        quiet.id,
      ]);
      await vote(bob, newest.id, 'down');
      await vote(admin, newest.id, 'down');
      expect(await idsOf(`?sortBy=mostVoted${filter}`)).toEqual([
        liked.id,
        viewed.id,
        quiet.id,
        newest.id,
      ]);
    });

    it('filters by category and language and pages through with the total', async () => {
      const first = await gallery('?category=event&language=ru&limit=3');
      expect(first.total).toBe(4);
      expect(first.messages).toHaveLength(3);
      const second = await gallery('?category=event&language=ru&limit=3&page=2');
      expect(second.messages.map((message) => message.id)).toEqual([quiet.id]);
      // A page past the end has no message to carry the total: it is still told.
      expect(await gallery('?category=event&language=ru&limit=3&page=3')).toMatchObject({
        messages: [],
        total: 4,
        page: 3,
      });
      expect((await gallery('?category=event&language=es')).total).toBe(0);
      expect((await gallery('?language=ru')).messages.every((m) => m.tags)).toBe(true);
    });

    it('counts listed messages by category and names the languages in use', async () => {
      const categories = (await call(t, 'GET', '/api/community/categories')).json();
      expect(categories).toContainEqual({ category: 'event', count: 4 });
      expect(categories.every((row: { count: number }) => row.count > 0)).toBe(true);
      const languages = (await call(t, 'GET', '/api/community/languages')).json();
      expect(languages).toContain('ru');
      expect(languages).not.toContain('fr');
    });

    it('answers the same under /api/dev/community', async () => {
      for (const path of ['/messages?category=event', '/categories', '/languages']) {
        const live = await call(t, 'GET', `/api/community${path}`);
        const dev = await call(t, 'GET', `/api/dev/community${path}`);
        expect(dev.statusCode, path).toBe(200);
        expect(dev.json(), path).toEqual(live.json());
      }
      expect((await call(t, 'GET', '/api/dev/community/messages?limit=99')).statusCode).toBe(400);
    });

    it('keeps the total and the category counts as messages leave the gallery', async () => {
      const eventCount = async () =>
        (await call(t, 'GET', '/api/community/categories'))
          .json()
          .find((row: { category: string }) => row.category === 'event')?.count ?? 0;
      const leaver = await signUp(t);
      await list(leaver, { category: 'event', language: 'ru' });
      expect(await eventCount()).toBe(5);
      expect((await gallery('?category=event&language=ru')).total).toBe(5);
      await call(t, 'POST', `/api/admin/community/messages/${quiet.id}/reject`, admin.token);
      await call(t, 'DELETE', `/api/community/messages/${viewed.id}`, admin.token);
      const deleted = await call(t, 'POST', '/api/account/delete', leaver.token, {
        currentPassword: TEST_PASSWORD,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await eventCount()).toBe(2);
      expect((await gallery('?category=event&language=ru')).total).toBe(2);
      expect((await gallery('?category=event')).messages.map((m) => m.id)).toEqual([
        newest.id,
        liked.id,
      ]);
    });
  });

  describe('one message', () => {
    it('comes with its comments and counts a view at most once per viewer per day', async () => {
      advance(HOUR);
      const message = await list(alice);
      await call(t, 'POST', `/api/community/messages/${message.id}/comments`, bob.token, {
        comment: '  See you there!  ',
      });
      const first = await readMessage(message.id, bob);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toMatchObject({
        id: message.id,
        viewCount: 1,
        commentCount: 1,
        canDelete: false,
        comments: [{ comment: 'See you there!', authorName: ANONYMOUS_AUTHOR, canDelete: true }],
      });
      expect((await readMessage(message.id, bob)).json().message.viewCount).toBe(1);
      // Visitors count by address: the same one once, another one again.
      const elsewhere = '203.0.113.7';
      expect((await readMessage(message.id, undefined, elsewhere)).json().message.viewCount).toBe(
        2,
      );
      expect((await readMessage(message.id)).json().message.viewCount).toBe(3);
      expect((await readMessage(message.id)).json().message.viewCount).toBe(3);
      expect((await readMessage(message.id, undefined, elsewhere)).json().message.viewCount).toBe(
        3,
      );
      advance(24 * HOUR);
      // An admin's session lasts 24 hours.
      admin = await signIn(t, admin.email);
      expect((await readMessage(message.id, bob)).json().message.viewCount).toBe(4);
      expect(
        (await gallery('?limit=50')).messages.find((m) => m.id === message.id)?.viewCount,
      ).toBe(4);
    });

    it('shows an unlisted message to its author and the admin only, without counting views', async () => {
      const pending = await share(alice);
      expect((await readMessage(pending.id)).statusCode).toBe(404);
      expect((await readMessage(pending.id, bob)).json()).toMatchObject({
        error: COMMUNITY_MESSAGES.notFound,
      });
      expect((await readMessage(pending.id, alice)).json().message).toMatchObject({
        viewCount: 0,
        canDelete: true,
      });
      expect((await readMessage(pending.id, admin)).json().message.viewCount).toBe(0);
      expect((await readMessage(999_999)).statusCode).toBe(404);
      // Past what a row id can be: still a 404, not a database error.
      expect((await readMessage(99_999_999_999)).statusCode).toBe(404);
      expect((await vote(bob, 99_999_999_999, 'up')).statusCode).toBe(404);
    });
  });

  describe('votes', () => {
    let message: Shared;
    beforeAll(async () => {
      advance(HOUR);
      message = await list(alice);
    });

    it('keeps one vote per player, changed or withdrawn, with the counts at once', async () => {
      expect((await vote(bob, message.id, 'up')).json()).toEqual({
        success: true,
        upvotes: 1,
        downvotes: 0,
        myVote: 'up',
      });
      expect((await vote(bob, message.id, 'up')).json()).toMatchObject({
        upvotes: 1,
        downvotes: 0,
      });
      expect((await vote(bob, message.id, 'down')).json()).toMatchObject({
        upvotes: 0,
        downvotes: 1,
        myVote: 'down',
      });
      const card = (await gallery('?limit=50', bob)).messages.find((m) => m.id === message.id);
      expect(card).toMatchObject({ upvotes: 0, downvotes: 1, myVote: 'down' });
      const asVisitor = (await gallery('?limit=50')).messages.find((m) => m.id === message.id);
      expect(asVisitor?.myVote).toBeNull();
      expect((await vote(bob, message.id)).json()).toEqual({
        success: true,
        upvotes: 0,
        downvotes: 0,
        myVote: null,
      });
      expect((await vote(bob, message.id)).json()).toMatchObject({ upvotes: 0, downvotes: 0 });
    });

    it('refuses a bad vote, a visitor, and a message that is not listed', async () => {
      const bad = await vote(bob, message.id, 'sideways');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: COMMUNITY_MESSAGES.voteInvalid });
      const visitor = await call(
        t,
        'PUT',
        `/api/community/messages/${message.id}/vote`,
        undefined,
        {
          voteType: 'up',
        },
      );
      expect(visitor.statusCode).toBe(401);
      const pending = await share(alice);
      expect((await vote(bob, pending.id, 'up')).statusCode).toBe(404);
      expect((await vote(bob, 999_999, 'up')).statusCode).toBe(404);
    });

    it('keeps one vote per player and exact counts under concurrent requests', async () => {
      const target = await list(alice);
      // On a loaded machine a vote may wait on the message's lock past the database's wait and be
      // answered 503 with Retry-After: as a client does, it is sent again (the counts must still match).
      const voteAsClient = async (user: TestUser, id: number, voteType: string) => {
        for (let attempt = 1; ; attempt += 1) {
          const response = await vote(user, id, voteType);
          if (response.statusCode !== 503 || attempt === 5) return response;
        }
      };
      // One player hammering up and down at once: one vote stands, the counts match it.
      const burst = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          voteAsClient(bob, target.id, index % 2 ? 'up' : 'down'),
        ),
      );
      expect(burst.every((response) => response.statusCode === 200)).toBe(true);
      const after = (await readMessage(target.id, bob)).json().message;
      expect(after.upvotes + after.downvotes).toBe(1);
      expect(after.myVote === 'up' ? after.upvotes : after.downvotes).toBe(1);
      // Many players at once, each voting twice: every vote counted exactly once.
      const voters = [
        alice,
        admin,
        player,
        ...(await Promise.all([signUp(t), signUp(t), signUp(t)])),
      ];
      await Promise.all(
        voters.flatMap((voter) => [
          voteAsClient(voter, target.id, 'up'),
          voteAsClient(voter, target.id, 'up'),
        ]),
      );
      const tally = (await readMessage(target.id)).json().message;
      expect(tally.upvotes).toBe(voters.length + (after.myVote === 'up' ? 1 : 0));
      expect(tally.downvotes).toBe(after.myVote === 'down' ? 1 : 0);
    });
  });

  describe('comments', () => {
    it('are added to approved public messages only and deleted by their author or an admin', async () => {
      advance(HOUR);
      const message = await list(alice);
      const post = (user: TestUser, comment: string, id = message.id) =>
        call(t, 'POST', `/api/community/messages/${id}/comments`, user.token, { comment });
      const bobs = await post(bob, 'Count me in');
      expect(bobs.statusCode).toBe(201);
      expect(bobs.json().comment).toMatchObject({ comment: 'Count me in', canDelete: true });
      const players = (await post(player, 'Me too')).json().comment;
      expect(
        (await gallery('?limit=50')).messages.find((m) => m.id === message.id)?.commentCount,
      ).toBe(2);

      for (const [comment, error] of [
        ['   ', COMMUNITY_MESSAGES.commentRequired],
        ['c'.repeat(1001), COMMUNITY_MESSAGES.commentTooLong],
      ] as const) {
        expect((await post(bob, comment)).json()).toMatchObject({ error });
      }
      const pending = await share(alice);
      expect((await post(bob, 'Hello', pending.id)).statusCode).toBe(404);
      expect(
        (
          await call(t, 'POST', `/api/community/messages/${message.id}/comments`, undefined, {
            comment: 'Hi',
          })
        ).statusCode,
      ).toBe(401);

      const byAlice = await call(t, 'DELETE', `/api/community/comments/${players.id}`, alice.token);
      expect(byAlice.statusCode).toBe(403);
      expect(byAlice.json()).toMatchObject({ error: COMMUNITY_MESSAGES.notYourComment });
      expect(
        (await call(t, 'DELETE', `/api/community/comments/${players.id}`, player.token)).statusCode,
      ).toBe(200);
      const bobsId = bobs.json().comment.id;
      expect(
        (await call(t, 'DELETE', `/api/community/comments/${bobsId}`, admin.token)).statusCode,
      ).toBe(200);
      expect(
        (await call(t, 'DELETE', `/api/community/comments/${bobsId}`, admin.token)).json(),
      ).toMatchObject({
        error: COMMUNITY_MESSAGES.commentNotFound,
      });
      expect((await readMessage(message.id)).json().message).toMatchObject({
        commentCount: 0,
        comments: [],
        hasEarlierComments: false,
      });
    });

    it('come newest first a page at a time: the message has the newest, earlier ones by keyset', async () => {
      advance(HOUR);
      const message = await list(alice);
      const total = COMMENT_PAGE_SIZE.default + 5;
      const ids: number[] = [];
      for (let index = 1; index <= total; index += 1) {
        advance(1000);
        ids.push(
          await insertComment(t.database.db, {
            messageId: message.id,
            userId: index % 2 ? bob.id : player.id,
            comment: `Comment ${index}`,
            now: clock,
          }),
        );
      }
      const texts = (comments: { comment: string }[]) => comments.map((c) => c.comment);
      const numbered = (from: number, to: number) =>
        Array.from({ length: to - from + 1 }, (_, index) => `Comment ${from + index}`);

      const read = (await readMessage(message.id, bob)).json().message;
      expect(read.commentCount).toBe(total);
      expect(texts(read.comments)).toEqual(numbered(6, total));
      expect(read.hasEarlierComments).toBe(true);
      expect(read.comments[0]).toMatchObject({ id: ids[5], canDelete: false });
      expect(read.comments[1]).toMatchObject({ id: ids[6], canDelete: true });

      const page = async (query: string, user?: TestUser) => {
        const response = await call(
          t,
          'GET',
          `/api/community/messages/${message.id}/comments${query}`,
          user?.token,
        );
        expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
        return response.json() as { comments: { comment: string }[]; hasEarlierComments: boolean };
      };
      const older = await page(`?before=${ids[5]}&limit=3`);
      expect(texts(older.comments)).toEqual(numbered(3, 5));
      expect(older.hasEarlierComments).toBe(true);
      const oldest = await page(`?before=${ids[2]}`);
      expect(texts(oldest.comments)).toEqual(numbered(1, 2));
      expect(oldest.hasEarlierComments).toBe(false);
      // Exactly the rest: nothing earlier remains.
      expect((await page(`?before=${ids[5]}&limit=5`)).hasEarlierComments).toBe(false);
      expect(await page(`?before=${ids[0]}`)).toMatchObject({
        comments: [],
        hasEarlierComments: false,
      });
      // Without `before`: the newest page, as the message has it; a `before` past every id too.
      expect(texts((await page('?limit=2')).comments)).toEqual(numbered(total - 1, total));
      expect(texts((await page('')).comments)).toEqual(numbered(6, total));
      expect(texts((await page('?before=99999999999&limit=1')).comments)).toEqual([
        `Comment ${total}`,
      ]);
      const dev = await call(
        t,
        'GET',
        `/api/dev/community/messages/${message.id}/comments?before=${ids[5]}&limit=3`,
      );
      expect(dev.json()).toEqual(older);

      for (const query of ['?limit=0', `?limit=${COMMENT_PAGE_SIZE.max + 1}`, '?limit=x']) {
        const response = await call(
          t,
          'GET',
          `/api/community/messages/${message.id}/comments${query}`,
        );
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ error: COMMUNITY_MESSAGES.commentLimitInvalid });
      }
      for (const query of ['?before=0', '?before=-4', '?before=1.5', '?before=abc']) {
        const response = await call(
          t,
          'GET',
          `/api/community/messages/${message.id}/comments${query}`,
        );
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ error: COMMUNITY_MESSAGES.beforeInvalid });
      }
      // A message's comments are seen by whoever may see the message.
      const pending = await share(alice);
      const comments = (id: number, user?: TestUser) =>
        call(t, 'GET', `/api/community/messages/${id}/comments`, user?.token);
      expect((await comments(pending.id, bob)).statusCode).toBe(404);
      expect((await comments(pending.id, alice)).statusCode).toBe(200);
      expect((await comments(999_999)).statusCode).toBe(404);
      expect((await comments(99_999_999_999)).statusCode).toBe(404);
    });
  });

  it('deletes a message by its author or an admin, and no one else', async () => {
    advance(HOUR);
    const byAuthor = await list(alice);
    const byAdmin = await list(alice);
    const remove = (user: TestUser, id: number) =>
      call(t, 'DELETE', `/api/community/messages/${id}`, user.token);
    const refused = await remove(bob, byAuthor.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: COMMUNITY_MESSAGES.notYourMessage });
    expect((await remove(alice, byAuthor.id)).statusCode).toBe(200);
    expect((await remove(admin, byAdmin.id)).statusCode).toBe(200);
    expect((await readMessage(byAuthor.id)).statusCode).toBe(404);
    expect((await remove(alice, byAdmin.id)).statusCode).toBe(404);
    const privateOne = await share(alice, { isPublic: false });
    expect((await remove(bob, privateOne.id)).statusCode).toBe(404);
  });

  describe('moderation', () => {
    it('is for the admin only', async () => {
      expect((await call(t, 'GET', '/api/admin/community/pending')).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/admin/community/pending', bob.token)).statusCode).toBe(
        403,
      );
      const message = await share(bob);
      for (const action of ['approve', 'reject']) {
        const url = `/api/admin/community/messages/${message.id}/${action}`;
        expect((await call(t, 'POST', url, bob.token, {})).statusCode).toBe(403);
      }
    });

    it('queues public messages, approves them, and rejects them with a reason the author reads', async () => {
      advance(HOUR);
      const first = await share(bob, { title: 'First' });
      const second = await share(bob, { title: 'Second' });
      const privateOne = await share(bob, { isPublic: false });
      const queue = (await call(t, 'GET', '/api/admin/community/pending', admin.token)).json()
        .messages as Shared[];
      const queued = queue.map((message) => message.id);
      expect(queued).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(queued.indexOf(first.id)).toBeLessThan(queued.indexOf(second.id));
      expect(queued).not.toContain(privateOne.id);

      await approve(first.id);
      const tooLong = await call(
        t,
        'POST',
        `/api/admin/community/messages/${second.id}/reject`,
        admin.token,
        {
          reason: 'r'.repeat(501),
        },
      );
      expect(tooLong.json()).toMatchObject({ error: COMMUNITY_MESSAGES.reasonTooLong });
      const rejected = await call(
        t,
        'POST',
        `/api/admin/community/messages/${second.id}/reject`,
        admin.token,
        {
          reason: 'Please remove the coordinates',
        },
      );
      expect(rejected.statusCode).toBe(200);
      const own = await mine(bob);
      expect(own.find((m) => m.id === first.id)).toMatchObject({
        status: 'approved',
        rejectionReason: null,
      });
      expect(own.find((m) => m.id === second.id)).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Please remove the coordinates',
      });
      expect(own.find((m) => m.id === privateOne.id)?.status).toBe('private');
      const after = (await call(t, 'GET', '/api/admin/community/pending', admin.token)).json()
        .messages as Shared[];
      expect(after.map((m) => m.id)).not.toContain(first.id);
      expect(after.map((m) => m.id)).not.toContain(second.id);

      // Rejecting an approved message takes it out of the gallery; a reason is optional.
      const bare = await call(
        t,
        'POST',
        `/api/admin/community/messages/${first.id}/reject`,
        admin.token,
      );
      expect(bare.statusCode, bare.body).toBe(200);
      expect((await gallery('?limit=50')).messages.map((m) => m.id)).not.toContain(first.id);
      expect((await mine(bob)).find((m) => m.id === first.id)).toMatchObject({
        status: 'rejected',
        rejectionReason: null,
      });
      expect(
        (await call(t, 'POST', '/api/admin/community/messages/999999/approve', admin.token))
          .statusCode,
      ).toBe(404);
      expect((await call(t, 'GET', '/api/community/mine')).statusCode).toBe(401);
      expect(await mine(player)).not.toContainEqual(expect.objectContaining({ id: first.id }));
    });
  });

  describe('profiles', () => {
    it('reads and writes the whole profile of the signed-in player', async () => {
      const fresh = await signUp(t);
      expect((await call(t, 'GET', '/api/account/profile', fresh.token)).json()).toEqual({
        success: true,
        profile: {
          displayName: null,
          kingdom: null,
          alliance: null,
          preferredLanguage: 'en',
          bio: null,
          isPublic: false,
        },
      });
      const saved = await call(t, 'PUT', '/api/account/profile', fresh.token, {
        displayName: '  Governor Vex ',
        kingdom: '2041',
        alliance: '',
        preferredLanguage: 'pt-BR',
        bio: 'Farmer by day.',
        isPublic: true,
      });
      expect(saved.json().profile).toEqual({
        displayName: 'Governor Vex',
        kingdom: '2041',
        alliance: null,
        preferredLanguage: 'pt-BR',
        bio: 'Farmer by day.',
        isPublic: true,
      });
      expect(
        (await call(t, 'GET', '/api/account/profile', fresh.token)).json().profile.kingdom,
      ).toBe('2041');
      // Saved without a language, the profile keeps the one the player picked.
      const again = await call(t, 'PUT', '/api/account/profile', fresh.token, { kingdom: '99' });
      expect(again.json().profile).toMatchObject({
        displayName: null,
        kingdom: '99',
        preferredLanguage: 'pt-BR',
      });
      expect((await call(t, 'GET', '/api/account/profile')).statusCode).toBe(401);
    });

    it('refuses fields over the spec lengths', async () => {
      for (const [change, error] of [
        [{ displayName: 'd'.repeat(101) }, COMMUNITY_MESSAGES.displayNameTooLong],
        [{ kingdom: 'k'.repeat(51) }, COMMUNITY_MESSAGES.kingdomTooLong],
        [{ alliance: 'a'.repeat(101) }, COMMUNITY_MESSAGES.allianceTooLong],
        [{ bio: 'b'.repeat(501) }, COMMUNITY_MESSAGES.bioTooLong],
        [{ preferredLanguage: 'xx' }, COMMUNITY_MESSAGES.languageInvalid],
      ] as const) {
        const response = await call(t, 'PUT', '/api/account/profile', bob.token, change);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error });
      }
    });
  });

  describe('rate limits per player', () => {
    it(`shares ${COMMUNITY_RATE_LIMITS.share.limit} messages an hour`, async () => {
      advance(HOUR);
      const sharer = await signUp(t);
      for (let index = 0; index < COMMUNITY_RATE_LIMITS.share.limit; index += 1)
        await share(sharer);
      const refused = await call(t, 'POST', '/api/community/messages', sharer.token, {
        title: 'One more',
        formattedMessage: MAIL,
        category: 'other',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ error: COMMUNITY_MESSAGES.shareRateLimited });
      await share(bob);
    });

    it(`votes and comments ${COMMUNITY_RATE_LIMITS.vote.limit} times a minute each`, async () => {
      advance(HOUR);
      const message = await list(alice);
      const busy = await signUp(t);
      for (let index = 0; index < COMMUNITY_RATE_LIMITS.vote.limit; index += 1) {
        expect((await vote(busy, message.id, index % 2 ? 'up' : 'down')).statusCode).toBe(200);
      }
      const noVote = await vote(busy, message.id, 'up');
      expect(noVote.statusCode).toBe(429);
      expect(noVote.headers['retry-after']).toBeDefined();
      expect(noVote.json()).toMatchObject({ error: COMMUNITY_MESSAGES.voteRateLimited });
      const comment = () =>
        call(t, 'POST', `/api/community/messages/${message.id}/comments`, busy.token, {
          comment: 'gg',
        });
      for (let index = 0; index < COMMUNITY_RATE_LIMITS.comment.limit; index += 1) {
        expect((await comment()).statusCode).toBe(201);
      }
      const noComment = await comment();
      expect(noComment.statusCode).toBe(429);
      expect(noComment.json()).toMatchObject({ error: COMMUNITY_MESSAGES.commentRateLimited });
      expect((await vote(bob, message.id, 'up')).statusCode).toBe(200);
      advance(60_000);
      expect((await vote(busy, message.id, 'up')).statusCode).toBe(200);
    });
  });

  describe(`the ${COMMUNITY_MODULE} module decides who may call the API`, () => {
    let premium: TestUser;
    let listed: Shared;
    let comment: number;

    beforeAll(async () => {
      advance(HOUR);
      admin = await signIn(t, admin.email);
      premium = await signUpPremium(t, clock);
      listed = await list(premium);
      comment = (
        await call(t, 'POST', `/api/community/messages/${listed.id}/comments`, premium.token, {
          comment: 'First',
        })
      ).json().comment.id;
    });
    afterAll(() => setModuleStatus('live'));

    type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
    const reads = () => [
      '/messages',
      '/messages?sortBy=popular&category=war',
      '/categories',
      '/languages',
      `/messages/${listed.id}`,
      `/messages/${listed.id}/comments`,
    ];
    const writes = (): [Method, string, object?][] => [
      ['GET', '/mine'],
      ['POST', '/messages', {}],
      ['PUT', `/messages/${listed.id}/vote`, { voteType: 'up' }],
      ['DELETE', `/messages/${listed.id}/vote`],
      ['POST', `/messages/${listed.id}/comments`, { comment: 'Hi' }],
      ['DELETE', `/comments/${comment}`],
      ['DELETE', `/messages/${listed.id}`],
    ];

    /** Every route answers 404 'Not found', as one that does not exist: before sign-in and input. */
    async function expectClosedTo(user?: TestUser) {
      for (const base of COMMUNITY_BASE_PATHS) {
        const all: [Method, string, object?][] = [
          ...reads().map((path): [Method, string] => ['GET', path]),
          ...writes(),
        ];
        for (const [method, path, body] of all) {
          const response = await call(t, method, `${base}${path}`, user?.token, body);
          expect(response.statusCode, `${method} ${base}${path}`).toBe(404);
          expect(response.json()).toMatchObject({ success: false, error: ERROR_MESSAGES.notFound });
        }
      }
    }

    async function expectOpenTo(user?: TestUser) {
      for (const base of COMMUNITY_BASE_PATHS) {
        for (const path of reads()) {
          const response = await call(t, 'GET', `${base}${path}`, user?.token);
          expect(response.statusCode, `GET ${base}${path}: ${response.body}`).toBe(200);
        }
        if (user) {
          const mine = await call(t, 'GET', `${base}/mine`, user.token);
          expect(mine.statusCode, `${base}/mine`).toBe(200);
        }
      }
    }

    it('while ready: premium players and admins, not free players or visitors', async () => {
      await setModuleStatus('ready');
      await expectClosedTo(undefined);
      await expectClosedTo(player);
      await expectOpenTo(premium);
      await expectOpenTo(admin);
      expect((await vote(premium, listed.id, 'up')).json()).toMatchObject({ upvotes: 1 });
      // Signing in is still asked for where it was, once the module lets the caller in.
      expect((await call(t, 'POST', '/api/community/messages', undefined, {})).statusCode).toBe(
        404,
      );
      expect((await call(t, 'POST', '/api/community/messages', premium.token, {})).statusCode).toBe(
        400,
      );
      // The admin's moderation is the admin's, and a profile is the player's: neither is gated.
      expect((await call(t, 'GET', '/api/admin/community/pending', admin.token)).statusCode).toBe(
        200,
      );
      expect((await call(t, 'GET', '/api/account/profile', player.token)).statusCode).toBe(200);
    });

    it('in development: admins only', async () => {
      await setModuleStatus('development');
      await expectClosedTo(premium);
      await expectClosedTo(player);
      await expectOpenTo(admin);
      const approve = `/api/admin/community/messages/${listed.id}/approve`;
      expect((await call(t, 'POST', approve, admin.token)).statusCode).toBe(200);
    });

    it('live: everyone, at once', async () => {
      await setModuleStatus('live');
      await expectOpenTo(undefined);
      await expectOpenTo(player);
      await setModuleStatus('ready');
      await expectClosedTo(player);
    });
  });
});
