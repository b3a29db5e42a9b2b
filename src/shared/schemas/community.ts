import { countChars, validate } from '#markup/index.ts';
import {
  COMMENT_PAGE_SIZE,
  COMMUNITY_CATEGORIES,
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_SORTS,
  LANGUAGES,
  LIMITS,
} from '#shared/constants.ts';
import { IsoDateSchema, MAX_ROW_ID, RowIdSchema, requiredText } from './common.ts';
import * as z from './zod.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './zod.ts';

/** The community gallery: shared mails, votes, comments, moderation and profiles. */
export const COMMUNITY_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LIMITS.communityTitle} characters`,
  mailRequired: 'There is no mail to share yet',
  mailTooLong: `A gallery mail must be at most ${LIMITS.mailChars} characters`,
  mailInvalid: 'The mail has tag errors: fix them (Auto-Correct) before sharing it',
  originalTooLong: `The original message must be at most ${LIMITS.mailChars} characters`,
  settingsTooLarge: 'The format settings are too large',
  categoryRequired: 'Choose a category for your mail',
  categoryInvalid: `Category must be one of ${COMMUNITY_CATEGORIES.join(', ')}`,
  languageInvalid: `Language must be one of ${LANGUAGES.join(', ')}`,
  tooManyTags: `A message may have at most ${LIMITS.tagsPerMessage} tags`,
  tagInvalid: `Each tag must be 1 to ${LIMITS.tag} characters`,
  sortInvalid: `sortBy must be one of ${COMMUNITY_SORTS.join(', ')}`,
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: `Limit must be a whole number from 1 to ${COMMUNITY_PAGE_SIZE.max}`,
  commentLimitInvalid: `Limit must be a whole number from 1 to ${COMMENT_PAGE_SIZE.max}`,
  beforeInvalid: 'before must be the id of a comment (a whole number of at least 1)',
  voteInvalid: "voteType must be 'up' or 'down'",
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${LIMITS.comment} characters`,
  reasonTooLong: `The reason must be at most ${LIMITS.rejectionReason} characters`,
  notFound: 'This message is not in the gallery',
  commentNotFound: 'This comment does not exist',
  notYourMessage: 'Only its author or an admin can delete this message',
  notYourComment: 'Only its author or an admin can delete this comment',
  shareRateLimited: 'Too many messages shared. Please wait an hour and try again.',
  voteRateLimited: 'Too many votes. Please wait a minute and try again.',
  commentRateLimited: 'Too many comments. Please wait a minute and try again.',
  displayNameTooLong: `Display name must be at most ${LIMITS.displayName} characters`,
  kingdomTooLong: `Kingdom must be at most ${LIMITS.kingdom} characters`,
  allianceTooLong: `Alliance must be at most ${LIMITS.alliance} characters`,
  bioTooLong: `Bio must be at most ${LIMITS.bio} characters`,
} as const;
const M = COMMUNITY_MESSAGES;

/** What a card shows for an author without a public profile (and never the email). */
export const ANONYMOUS_AUTHOR = 'Governor';

/** The serialized format settings a message may carry (the customizer's, a few hundred bytes). */
const FORMAT_SETTINGS_MAX_CHARS = 2000;
/** How deep format settings may nest (the customizer's are two levels deep). */
const FORMAT_SETTINGS_MAX_DEPTH = 16;

/**
 * Whether every object and array of a parsed JSON `value` is at most `maxDepth` levels deep, and
 * every key and string in it (checked by `check`) passes. Walked without recursion: a body nested
 * thousands of levels deep in a few kilobytes must be a 400, not a stack overflow.
 */
function everyJsonPart(
  value: unknown,
  { maxDepth, check }: { maxDepth: number; check: (text: string) => boolean },
): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [part, depth] = next;
    if (typeof part === 'string' && !check(part)) return false;
    if (part === null || typeof part !== 'object') continue;
    if (depth >= maxDepth) return false;
    for (const [key, child] of Object.entries(part)) {
      if (!check(key)) return false;
      pending.push([child, depth + 1]);
    }
  }
  return true;
}

/** None chosen is the player's to fix; another word is an API client's mistake. */
const CategorySchema = z.enum(COMMUNITY_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? M.categoryRequired : M.categoryInvalid,
});
const LanguageSchema = z.enum(LANGUAGES, { error: M.languageInvalid });

/** A mail the game accepts: within the 2000-character count and without a tag error. */
const GalleryMailSchema = z
  .string({ error: M.mailRequired })
  .refine((mail) => mail.trim().length > 0, { error: M.mailRequired, abort: true })
  .refine((mail) => countChars(mail) <= LIMITS.mailChars, { error: M.mailTooLong, abort: true })
  .refine((mail) => !validate(mail).some((issue) => issue.severity === 'error'), {
    error: M.mailInvalid,
  });

/** Tags are compared lower-cased and trimmed; the same tag twice counts once. */
const TagsSchema = z
  .array(
    z
      .string({ error: M.tagInvalid })
      .trim()
      .toLowerCase()
      .min(1, { error: M.tagInvalid })
      .max(LIMITS.tag, { error: M.tagInvalid }),
    { error: M.tooManyTags },
  )
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= LIMITS.tagsPerMessage, { error: M.tooManyTags });

/** `POST /api/community/messages` body. New messages are private unless `isPublic`, and unapproved. */
export const ShareToGallerySchema = z.object({
  title: requiredText(M.titleRequired, M.titleTooLong, LIMITS.communityTitle),
  originalMessage: z
    .string()
    .refine((text) => countChars(text) <= LIMITS.mailChars, { error: M.originalTooLong })
    .default(''),
  formattedMessage: GalleryMailSchema,
  // Checked by hand rather than with z.json(), which recurses; jsonb refuses NUL and lone
  // surrogates anywhere in it, keys included.
  formatSettings: z
    .record(z.string(), z.unknown())
    .refine(
      (settings) =>
        everyJsonPart(settings, { maxDepth: FORMAT_SETTINGS_MAX_DEPTH, check: () => true }),
      { error: M.settingsTooLarge, abort: true },
    )
    .refine(
      (settings) =>
        everyJsonPart(settings, { maxDepth: FORMAT_SETTINGS_MAX_DEPTH, check: isStorableText }),
      { error: UNSTORABLE_TEXT_MESSAGE, abort: true },
    )
    .refine((settings) => JSON.stringify(settings).length <= FORMAT_SETTINGS_MAX_CHARS, {
      error: M.settingsTooLarge,
    })
    .optional(),
  category: CategorySchema,
  language: LanguageSchema.default('en'),
  tags: TagsSchema.default([]),
  isPublic: z.boolean().default(false),
});
export type ShareToGalleryInput = z.input<typeof ShareToGallerySchema>;

/** A query value left empty (`?category=`) is the same as one left out: no filter. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A whole number from 1 to `max` in a query, with one message for anything else. */
const wholeNumberQuery = (max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });

/** `GET /api/community/messages` query: anything else is a 400. */
export const GalleryQuerySchema = z.object({
  category: optionalQuery(CategorySchema),
  language: optionalQuery(LanguageSchema),
  sortBy: optionalQuery(z.enum(COMMUNITY_SORTS, { error: M.sortInvalid })).transform(
    (sort) => sort ?? 'recent',
  ),
  page: optionalQuery(wholeNumberQuery(Number.MAX_SAFE_INTEGER, M.pageInvalid)).transform(
    (page) => page ?? 1,
  ),
  limit: optionalQuery(wholeNumberQuery(COMMUNITY_PAGE_SIZE.max, M.limitInvalid)).transform(
    (limit) => limit ?? COMMUNITY_PAGE_SIZE.default,
  ),
});
export type GalleryQuery = z.output<typeof GalleryQuerySchema>;

/**
 * `GET /api/community/messages/{id}/comments` query: the page of comments posted before the comment
 * `before` (all of them when left out), newest first, `limit` of them.
 */
export const CommentsQuerySchema = z.object({
  before: optionalQuery(
    wholeNumberQuery(Number.MAX_SAFE_INTEGER, M.beforeInvalid)
      // Every row id is below one past the integer range: the same page as the newest.
      .transform((before) => (before > MAX_ROW_ID ? undefined : before)),
  ),
  limit: optionalQuery(wholeNumberQuery(COMMENT_PAGE_SIZE.max, M.commentLimitInvalid)).transform(
    (limit) => limit ?? COMMENT_PAGE_SIZE.default,
  ),
});

export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** `PUT /api/community/messages/{id}/vote` body. */
export const VoteSchema = z.object({ voteType: z.enum(VOTE_TYPES, { error: M.voteInvalid }) });

/** `POST /api/community/messages/{id}/comments` body. */
export const CommentSchema = z.object({
  comment: requiredText(M.commentRequired, M.commentTooLong, LIMITS.comment),
});

/**
 * `POST /api/admin/community/messages/{id}/reject` body: the reason its author will read. The body
 * may be left out altogether (no reason).
 */
export const RejectSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    reason: z.string().trim().max(LIMITS.rejectionReason, { error: M.reasonTooLong }).optional(),
  }),
);

/** An optional profile text: trimmed, and empty means none. */
const profileText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((text) => text || null)
    .nullable()
    .default(null);

/**
 * `PUT /api/account/profile` body: the whole profile, what is left out is cleared, except the
 * language, which stays as the player last picked it when left out.
 */
export const ProfileSchema = z.object({
  displayName: profileText(LIMITS.displayName, M.displayNameTooLong),
  kingdom: profileText(LIMITS.kingdom, M.kingdomTooLong),
  alliance: profileText(LIMITS.alliance, M.allianceTooLong),
  preferredLanguage: LanguageSchema.optional(),
  bio: profileText(LIMITS.bio, M.bioTooLong),
  isPublic: z.boolean().default(false),
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type ProfileValues = z.output<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: z.object({
    displayName: z.string().nullable(),
    kingdom: z.string().nullable(),
    alliance: z.string().nullable(),
    preferredLanguage: z.string(),
    bio: z.string().nullable(),
    isPublic: z.boolean(),
  }),
});
export type Profile = z.infer<typeof ProfileResponseSchema>['profile'];

/** A gallery card ("gallery view"), with its tags, comments and the caller's vote. */
export const GalleryMessageSchema = z.object({
  id: RowIdSchema,
  title: z.string(),
  authorName: z.string(),
  authorKingdom: z.string().nullable(),
  category: z.string(),
  language: z.string(),
  originalMessage: z.string(),
  formattedMessage: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  viewCount: z.number().int(),
  createdAt: IsoDateSchema,
  tags: z.array(z.string()),
  commentCount: z.number().int(),
  myVote: z.enum(VOTE_TYPES).nullable(),
});
export type GalleryMessage = z.infer<typeof GalleryMessageSchema>;

/** Where a message stands: `private` ones are never listed; public ones wait for an admin. */
export const MESSAGE_STATUSES = ['private', 'pending', 'approved', 'rejected'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message as its author (and the moderation queue) sees it. */
export const OwnMessageSchema = GalleryMessageSchema.extend({
  isPublic: z.boolean(),
  status: z.enum(MESSAGE_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type OwnMessage = z.infer<typeof OwnMessageSchema>;

export const GalleryCommentSchema = z.object({
  id: RowIdSchema,
  comment: z.string(),
  authorName: z.string(),
  authorKingdom: z.string().nullable(),
  createdAt: IsoDateSchema,
  /** The caller may delete it: theirs, or the caller is an admin. */
  canDelete: z.boolean(),
});
export type GalleryComment = z.infer<typeof GalleryCommentSchema>;

export const GalleryPageSchema = z.object({
  success: z.literal(true),
  messages: z.array(GalleryMessageSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/**
 * A page of a message's comments, oldest first (a conversation reads down): the newest ones, or
 * those before a comment; `hasEarlierComments` says whether older ones remain.
 */
const CommentPageFields = {
  comments: z.array(GalleryCommentSchema),
  hasEarlierComments: z.boolean(),
};

export const CommentPageSchema = z.object({ success: z.literal(true), ...CommentPageFields });

export const GalleryMessageResponseSchema = z.object({
  success: z.literal(true),
  message: GalleryMessageSchema.extend({
    /** The newest comments (COMMENT_PAGE_SIZE.default of them); earlier ones come by page. */
    ...CommentPageFields,
    /** The caller may delete it: its author, or an admin. */
    canDelete: z.boolean(),
  }),
});

export const OwnMessageResponseSchema = z.object({
  success: z.literal(true),
  message: OwnMessageSchema,
});
export const OwnMessagesSchema = z.object({
  success: z.literal(true),
  messages: z.array(OwnMessageSchema),
});

/** `GET /api/community/categories`: `[{ category, count }]` of listed messages. */
export const CategoryCountsSchema = z.array(
  z.object({ category: z.string(), count: z.number().int() }),
);
/** `GET /api/community/languages`: the codes listed messages are written in. */
export const LanguagesInUseSchema = z.array(z.string());

export const VoteResponseSchema = z.object({
  success: z.literal(true),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  myVote: z.enum(VOTE_TYPES).nullable(),
});

export const CommentResponseSchema = z.object({
  success: z.literal(true),
  comment: GalleryCommentSchema,
});
