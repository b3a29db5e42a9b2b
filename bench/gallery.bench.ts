// The community gallery under load: 10,000 approved messages (and 1,000 waiting for an
// admin), 100,000 votes and 20,000 comments, then autocannon at 50 connections against the listing
// (each order, unfiltered and filtered by category and language, and a deep page) and against
// voting, on PGlite and, given BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL (in a
// database of its own, dropped after). It prints the plan of every listing query: each should read
// its page from one of the partial indexes, never scan the table. Target: p99 ≤ 50 ms for the
// listing on PostgreSQL. Figures only, never pass/fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { defaultConfig } from '#server/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { userSessions } from '#server/db/schema.ts';
import { createSessionToken } from '#server/features/auth/tokens.ts';
import { galleryListingSql } from '#server/features/community/listing.ts';
import { openScratchDatabase } from '#server/test/scratch-databases.ts';
import { COMMUNITY_MODULE, COMMUNITY_SORTS, TIMINGS } from '#shared/constants.ts';
import { type GalleryQuery, GalleryQuerySchema } from '#shared/schemas/community.ts';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  type Figures,
  LOAD,
  listen,
  measure,
  printFigures,
} from './http.ts';

const SEED = { players: 5000, messages: 10_000, pending: 1000, votes: 100_000, comments: 20_000 };
const WARMUP_SECONDS = 2;
const VOTE_REQUEST_FILE = resolve(import.meta.dirname, 'gallery-vote-request.cjs');
/** The filter of the "filtered" listings: a sixth of the messages by category, half by language. */
const FILTER = { category: 'war', language: 'en' } as const;

/** Players, public profiles for half of them, messages, tags, votes (with the counters) and comments. */
async function seed(db: Database): Promise<void> {
  const statements = [
    sql`insert into users (email) select 'bench-' || g || '@gallery.test' from generate_series(1, ${SEED.players}) g`,
    sql`insert into user_profiles (user_id, display_name, kingdom, is_public)
        select id, 'Governor ' || id, (1000 + id % 900)::text, id % 2 = 0 from users`,
    sql`insert into community_messages
          (user_id, title, original_message, formatted_message, category, language,
           is_public, is_approved, view_count, created_at, updated_at)
        select 1 + g % ${SEED.players}, 'Rally ' || g, 'Rally at 20:00 UTC, bring troops ' || g,
          '<size=32><color=#FFD700><b>Rally ' || g || E'</b></color></size>\nBring troops at 20:00 UTC.',
          (array['recruitment','war','alliance','resource','event','other'])[1 + g % 6],
          (array['en','en','en','en','es','ru','ar','zh-CN'])[1 + g % 8],
          true, true, (g * 7919) % 5000, now() - g * interval '1 minute', now()
        from generate_series(1, ${SEED.messages}) g`,
    sql`insert into community_messages
          (user_id, title, original_message, formatted_message, category, is_public)
        select 1 + g % ${SEED.players}, 'Waiting ' || g, '', 'Waiting ' || g, 'war', true
        from generate_series(1, ${SEED.pending}) g`,
    sql`insert into message_tags (message_id, tag)
        select id, tag from community_messages, unnest(array['kvk', 'rally']) tag
        where is_approved and (tag = 'rally' or id % 3 = 0)`,
    // Message g % 10000 gets voters k * 500 + g % 500 for k = 0..9: a (message, player) pair once.
    sql`insert into message_votes (message_id, user_id, vote_type)
        select 1 + g % ${SEED.messages}, 1 + (g / ${SEED.messages}) * 500 + g % 500,
          case when (g * 31) % 10 < 7 then 'up' else 'down' end
        from generate_series(0, ${SEED.votes - 1}) g`,
    sql`update community_messages m set upvotes = v.up, downvotes = v.down
        from (select message_id, count(*) filter (where vote_type = 'up')::int up,
                count(*) filter (where vote_type = 'down')::int down
              from message_votes group by message_id) v
        where v.message_id = m.id`,
    sql`insert into message_comments (message_id, user_id, comment)
        select 1 + g % ${SEED.messages}, 1 + (g * 13) % ${SEED.players}, 'See you there ' || g
        from generate_series(1, ${SEED.comments}) g`,
    // The gallery's module live: the bench's visitors and free players may call its API.
    sql`update feature_modules set status = 'live' where slug = ${COMMUNITY_MODULE}`,
    // As autovacuum leaves a table at rest: statistics, and the visibility map that lets the
    // listing read a page's ids from the index alone.
    sql`vacuum analyze`,
  ];
  for (const statement of statements) await db.execute(statement);
}

/** A session for each seeded player, made the way sign-in makes them (only the hash is kept). */
async function startSessions(db: Database): Promise<string[]> {
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + TIMINGS.userSessionMs);
  for (let first = 1; first <= SEED.players; first += 1000) {
    const rows = [];
    for (let userId = first; userId < first + 1000 && userId <= SEED.players; userId += 1) {
      const { token, tokenHash } = createSessionToken();
      tokens.push(token);
      rows.push({ userId, sessionToken: tokenHash, expiresAt });
    }
    await db.insert(userSessions).values(rows);
  }
  return tokens;
}

function listingQueries(): { label: string; query: GalleryQuery }[] {
  return [
    ...COMMUNITY_SORTS.flatMap((sortBy) => [
      { label: `${sortBy}`, query: GalleryQuerySchema.parse({ sortBy }) },
      { label: `${sortBy}, filtered`, query: GalleryQuerySchema.parse({ sortBy, ...FILTER }) },
    ]),
    { label: 'recent, page 100', query: GalleryQuerySchema.parse({ page: '100' }) },
  ];
}

function pathOf(query: GalleryQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `/api/community/messages?${params}`;
}

/** EXPLAIN ANALYZE of a query exactly as the repository builds it. */
async function explain(db: Database, { sql: text, params }: { sql: string; params: unknown[] }) {
  const client = (
    db as unknown as { $client: { query(q: string, p: unknown[]): Promise<unknown> } }
  ).$client;
  const result = (await client.query(`explain (analyze, costs off) ${text}`, params)) as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0] ?? '');
}

async function printPlans(db: Database): Promise<void> {
  const queries = [
    ...listingQueries().map(({ label, query }) => ({
      label,
      built: galleryListingSql(db, query, null).page,
    })),
    ...[{}, FILTER].map((filter, index) => ({
      label: index === 0 ? 'total' : 'total, filtered',
      built: galleryListingSql(db, GalleryQuerySchema.parse(filter), null).total,
    })),
  ];
  for (const { label, built } of queries) {
    const plan = await explain(db, built);
    const scansTable = plan.some((line) => /Seq Scan on community_messages\b/.test(line));
    const reads = [
      ...new Set(
        plan.flatMap(
          (line) => /((?:Bitmap )?\w+(?: Only)? Scan(?: using \w+)? on \w+)/.exec(line)?.[1] ?? [],
        ),
      ),
    ];
    console.log(
      `plan of ${label}: ${reads.join('; ')}${scansTable ? ' (SCANS THE WHOLE TABLE)' : ''}`,
    );
    if (['recent', 'recent, page 100', 'mostVoted, filtered'].includes(label)) {
      for (const line of plan) console.log(`    ${line}`);
    }
  }
}

/** Votes at 50 connections: random players on random listed messages (gallery-vote-request.cjs). */
async function measureVotes(url: string, tokens: string[], workDir: string): Promise<Figures> {
  const voters = join(workDir, 'voters.json');
  const messageIds = Array.from({ length: SEED.messages }, (_, index) => index + 1);
  writeFileSync(voters, JSON.stringify({ tokens, messageIds }));
  process.env.GALLERY_BENCH_VOTERS = voters;
  const fire = (seconds: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      workers: 1,
      requests: [{ setupRequest: VOTE_REQUEST_FILE } as unknown as autocannon.Request],
    });
  await fire(WARMUP_SECONDS);
  const result = await fire(DURATION_SECONDS);
  return {
    label: 'vote (PUT …/vote)',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The machine's load (1, 5 and 15 minutes): the figures mean little on a busy machine. */
const loadAverage = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`;

/**
 * Seeds, prints the plans, then measures. `seedDb` is the same database without the app's query
 * timeout (1.2 s), which a 100,000-row insert on PostgreSQL may need.
 */
async function benchOn(
  label: string,
  database: DatabaseHandle,
  seedDb: Database = database.db,
): Promise<void> {
  console.log(`\n--- ${label} --- (${loadAverage()})`);
  const seededAt = performance.now();
  await database.migrate();
  await seed(seedDb);
  const tokens = await startSessions(seedDb);
  console.log(`seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
  await printPlans(database.db);
  const app = await buildApp({ config: defaultConfig({ LOG_LEVEL: 'silent' }), database });
  const server = await listen(app);
  const workDir = mkdtempSync(join(tmpdir(), 'mailforge-gallery-bench-'));
  try {
    const rows: Figures[] = [];
    for (const { label: target, query } of listingQueries()) {
      rows.push(await measure(server.url, { label: `list ${target}`, path: pathOf(query) }));
    }
    // A signed-in player's listing carries their own votes: never answered from the visitors'
    // cache, so this row is the database's path under load.
    const recent = listingQueries()[0]!;
    rows.push(
      await measure(server.url, {
        label: `list ${recent.label}, signed in`,
        path: pathOf(recent.query),
        headers: { authorization: `Bearer ${tokens[0]}` },
      }),
    );
    rows.push(await measureVotes(server.url, tokens, workDir));
    printFigures(rows);
    const listings = rows.filter(
      (row) => row.label.startsWith('list') && !row.label.endsWith('signed in'),
    );
    const worst = Math.max(...listings.map((row) => row.p99));
    console.log(
      `${LOAD}; worst visitor listing p99 ${worst} ms (target ≤ 50 ms on PostgreSQL); ${loadAverage()}`,
    );
  } finally {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server `baseUrl` names, dropped by the returned close. */
function openBenchPostgres(baseUrl: string): Promise<DatabaseHandle & { url: string }> {
  return openScratchDatabase(baseUrl, `mailforge_bench_gallery_${process.pid}`);
}

export default async function runGalleryBench(): Promise<void> {
  const pglite = await openDatabase({ driver: 'pglite' });
  try {
    await benchOn('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    console.log(
      '\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it',
    );
    return;
  }
  const postgres = await openBenchPostgres(postgresUrl);
  const seeder = new pg.Pool({ connectionString: postgres.url, max: 1 });
  try {
    await benchOn('PostgreSQL', postgres, drizzle({ client: seeder }) as unknown as Database);
  } finally {
    await seeder.end();
    await postgres.close();
  }
}
