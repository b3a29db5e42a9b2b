import { describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE_SIZE, LIMITS } from '#shared/constants.ts';
import {
  COMMUNITY_MESSAGES,
  GalleryQuerySchema,
  ProfileSchema,
  RejectSchema,
  ShareToGallerySchema,
} from './community.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sharing a mail to the gallery', () => {
  const valid = { title: ' Rally ', formattedMessage: '<b>Rally</b> at 20:00', category: 'war' };

  it('fills the defaults: private, English, no tags, no original', () => {
    expect(ShareToGallerySchema.parse(valid)).toEqual({
      title: 'Rally',
      originalMessage: '',
      formattedMessage: '<b>Rally</b> at 20:00',
      category: 'war',
      language: 'en',
      tags: [],
      isPublic: false,
    });
  });

  it('lower-cases and de-duplicates tags before counting them', () => {
    const parsed = ShareToGallerySchema.parse({ ...valid, tags: ['KvK', 'kvk', ' War '] });
    expect(parsed.tags).toEqual(['kvk', 'war']);
    const six = ShareToGallerySchema.safeParse({ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(firstError(six)).toBe(COMMUNITY_MESSAGES.tooManyTags);
  });

  it('takes a mail the game accepts: 2000 characters with tags, no tag error', () => {
    const atLimit = `<b>${'x'.repeat(LIMITS.mailChars - 7)}</b>`;
    expect(ShareToGallerySchema.safeParse({ ...valid, formattedMessage: atLimit }).success).toBe(
      true,
    );
    const over = ShareToGallerySchema.safeParse({ ...valid, formattedMessage: `${atLimit}!` });
    expect(firstError(over)).toBe(COMMUNITY_MESSAGES.mailTooLong);
    const broken = ShareToGallerySchema.safeParse({ ...valid, formattedMessage: '<b>open' });
    expect(firstError(broken)).toBe(COMMUNITY_MESSAGES.mailInvalid);
  });
});

describe('the gallery listing query', () => {
  it('defaults to the newest 20 of page 1 and reads numbers from the query string', () => {
    expect(GalleryQuerySchema.parse({})).toEqual({
      sortBy: 'recent',
      page: 1,
      limit: COMMUNITY_PAGE_SIZE.default,
    });
    expect(GalleryQuerySchema.parse({ page: '3', limit: '50', sortBy: 'mostVoted' })).toEqual({
      sortBy: 'mostVoted',
      page: 3,
      limit: 50,
    });
  });

  it('refuses values outside the spec with their own message', () => {
    expect(firstError(GalleryQuerySchema.safeParse({ limit: '51' }))).toBe(
      COMMUNITY_MESSAGES.limitInvalid,
    );
    expect(firstError(GalleryQuerySchema.safeParse({ page: '-1' }))).toBe(
      COMMUNITY_MESSAGES.pageInvalid,
    );
    expect(firstError(GalleryQuerySchema.safeParse({ sortBy: 'oldest' }))).toBe(
      COMMUNITY_MESSAGES.sortInvalid,
    );
  });
});

describe('profiles and moderation', () => {
  it('stores an empty profile text as none', () => {
    expect(ProfileSchema.parse({ displayName: '  ', kingdom: '1234' })).toMatchObject({
      displayName: null,
      kingdom: '1234',
      isPublic: false,
    });
  });

  it('takes a rejection without a body', () => {
    expect(RejectSchema.parse(undefined)).toEqual({});
    expect(RejectSchema.parse(null)).toEqual({});
  });
});
