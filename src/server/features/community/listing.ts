import { and, desc, eq, fillPlaceholders, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { CommunitySort } from '#shared/constants.ts';
import type { GalleryQuery, VoteType } from '#shared/schemas/community.ts';
import { isListed, MESSAGE_COLUMNS, type MessageExtras, type MessageRow } from './repository.ts';
import {
  communityListingCounts as listingCounts,
  messageComments,
  communityMessages as messages,
  messageTags,
  messageVotes,
  userProfiles,
} from './schema.ts';

// The gallery listing: one query a page, built once per shape and prepared.

/** What each order sorts by first; ties go to the newest, then to the highest id. */
const SORT_KEYS: Record<CommunitySort, ('viewCount' | 'score')[]> = {
  recent: [],
  popular: ['viewCount'],
  mostVoted: ['score'],
};

type OrderColumns = Record<'createdAt' | 'id' | 'viewCount' | 'score', SQLWrapper>;

/** The ORDER BY of `sort`, on the message table or on a page of it (the same names). */
function orderOf(sort: CommunitySort, columns: OrderColumns): SQL[] {
  return [
    ...SORT_KEYS[sort].map((key) => desc(columns[key])),
    desc(columns.createdAt),
    desc(columns.id),
  ];
}

/** What decides a listing query's SQL; its values are bound when it runs. */
interface ListingShape {
  sortBy: CommunitySort;
  hasCategory: boolean;
  hasLanguage: boolean;
  hasViewer: boolean;
}

function shapeOf(query: GalleryQuery, viewerId: number | null): ListingShape {
  return {
    sortBy: query.sortBy,
    hasCategory: query.category !== undefined,
    hasLanguage: query.language !== undefined,
    hasViewer: viewerId !== null,
  };
}

function valuesOf(query: GalleryQuery, viewerId: number | null) {
  return {
    category: query.category,
    language: query.language,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    viewerId,
  };
}

/**
 * How many messages the listing has with the query's filters: summed from the few rows of
 * community_listing_counts (kept by a trigger), never by counting the gallery.
 */
function buildGalleryTotal(db: Database, shape: Omit<ListingShape, 'sortBy' | 'hasViewer'>) {
  return db
    .select({ total: sql<number>`coalesce(sum(${listingCounts.listed}), 0)::int` })
    .from(listingCounts)
    .where(
      and(
        shape.hasCategory ? eq(listingCounts.category, sql.placeholder('category')) : undefined,
        shape.hasLanguage ? eq(listingCounts.language, sql.placeholder('language')) : undefined,
      ),
    );
}

/**
 * One page of the gallery in the asked order, with each message's tags, comment
 * count, the viewer's vote and the listing's total, in one query (one round trip). A deferred join:
 * the page's ids are cut first from one of the partial indexes (an index-only scan for every order
 * unfiltered and for recent by category or by language, whose indexes hold what they sort and
 * filter by), so a deep page skips index entries, not rows; only the page's rows are then read from
 * the table, joined to their authors' profiles and looked up.
 */
function buildGalleryPage(db: Database, shape: ListingShape) {
  const pageIds = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        isListed,
        shape.hasCategory ? eq(messages.category, sql.placeholder('category')) : undefined,
        shape.hasLanguage ? eq(messages.language, sql.placeholder('language')) : undefined,
      ),
    )
    .orderBy(...orderOf(shape.sortBy, messages))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const myVote = shape.hasViewer
    ? sql<string | null>`(select ${messageVotes.voteType} from ${messageVotes}
        where ${messageVotes.messageId} = ${messages.id} and ${messageVotes.userId} = ${sql.placeholder('viewerId')})`
    : sql<string | null>`null`;
  return db
    .select({
      ...MESSAGE_COLUMNS,
      tags: sql<string[]>`coalesce((select array_agg(${messageTags.tag} order by ${messageTags.id})
        from ${messageTags} where ${messageTags.messageId} = ${messages.id}), '{}')`,
      commentCount: sql<number>`(select count(*)::int from ${messageComments}
        where ${messageComments.messageId} = ${messages.id})`,
      myVote: myVote.as('my_vote'),
      total: sql<number>`(${buildGalleryTotal(db, shape)})`.as('total'),
    })
    .from(pageIds)
    .innerJoin(messages, eq(messages.id, pageIds.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, messages.userId))
    .orderBy(...orderOf(shape.sortBy, messages));
}

type PreparedPage = ReturnType<ReturnType<typeof buildGalleryPage>['prepare']>;
type PreparedTotal = ReturnType<ReturnType<typeof buildGalleryTotal>['prepare']>;
const preparedListings = new WeakMap<
  Database,
  Map<string, { page: PreparedPage; total: PreparedTotal }>
>();

/**
 * The listing's queries for `shape` (the page, and the total alone for a page past the end), built
 * once per database and shape (24 at most): building a query with drizzle costs more than
 * PostgreSQL takes to run it, and a named statement is parsed and planned once per connection.
 */
function preparedListing(db: Database, shape: ListingShape) {
  const key = `${shape.sortBy}_${+shape.hasCategory}${+shape.hasLanguage}${+shape.hasViewer}`;
  let byShape = preparedListings.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedListings.set(db, byShape);
  }
  let prepared = byShape.get(key);
  if (!prepared) {
    const totalKey = `${+shape.hasCategory}${+shape.hasLanguage}`;
    prepared = {
      page: buildGalleryPage(db, shape).prepare(`gallery_page_${key}`),
      total: buildGalleryTotal(db, shape).prepare(`gallery_total_${totalKey}`),
    };
    byShape.set(key, prepared);
  }
  return prepared;
}

/** The listing's queries as SQL text with their values, for EXPLAIN (bench/gallery.bench.ts). */
export function galleryListingSql(db: Database, query: GalleryQuery, viewerId: number | null) {
  const shape = shapeOf(query, viewerId);
  const values = valuesOf(query, viewerId);
  const withValues = ({ sql: text, params }: { sql: string; params: unknown[] }) => ({
    sql: text,
    params: fillPlaceholders(params, values),
  });
  return {
    page: withValues(buildGalleryPage(db, shape).toSQL()),
    total: withValues(buildGalleryTotal(db, shape).toSQL()),
  };
}

export async function listGalleryPage(
  db: Database,
  query: GalleryQuery,
  viewerId: number | null,
): Promise<{ rows: MessageRow[]; extras: MessageExtras; total: number }> {
  const prepared = preparedListing(db, shapeOf(query, viewerId));
  const values = valuesOf(query, viewerId);
  const rows = await prepared.page.execute(values);
  const extras: MessageExtras = { tags: new Map(), commentCounts: new Map(), myVotes: new Map() };
  for (const row of rows) {
    extras.tags.set(row.id, row.tags);
    extras.commentCounts.set(row.id, row.commentCount);
    if (row.myVote) extras.myVotes.set(row.id, row.myVote as VoteType);
  }
  // Each row carries the total; a page past the end has no row to carry it.
  const total = rows[0]?.total ?? (await prepared.total.execute(values))[0]?.total ?? 0;
  return { rows, extras, total };
}
