import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client.ts';
import { featureModules } from '../../../src/server/db/schema.ts';
import { createPremiumCodes } from '../../../src/server/features/account/premium.ts';
import { extendPremium } from '../../../src/server/features/account/repository.ts';
import { createPasswordReset } from '../../../src/server/features/auth/password-reset.ts';
import { hashPassword } from '../../../src/server/features/auth/passwords.ts';
import { insertUser } from '../../../src/server/features/users/repository.ts';
import { COMMUNITY_MODULE } from '../../../src/shared/constants.ts';

/** One forgetful player per project (desktop, mobile). */
const RESET_USER_COUNT = 2;

/**
 * A feature module of each project's own (desktop, mobile) for modules.spec.ts to move on the
 * board: both projects run at once, and the seeded modules are other specs' to move.
 */
const E2E_MODULES = [
  { slug: 'e2e-desktop-forge', name: 'DesktopForge' },
  { slug: 'e2e-mobile-forge', name: 'MobileForge' },
] as const;

/** Enough one-use codes for every spec that redeems one, in both projects (desktop, mobile). */
const PREMIUM_CODE_COUNT = 20;

export interface E2eFixtures {
  /** Extra environment for the server under test. */
  serverEnv: Record<string, string>;
  /**
   * Unredeemed 30-day premium codes. Each works once across the whole run, so a spec takes its
   * own (for example by project and test index) and never shares one.
   */
  premiumCodes: string[];
  /** An admin (its email is the server's ADMIN_EMAILS), for /__forgeadmin. */
  admin: { email: string; password: string };
  /** A user who is premium for 30 days, to read notifications. */
  premiumUser: { email: string; password: string };
  /**
   * Players who forgot their password, one per project (a link works once), each with the token
   * of a one-time reset link as `npm run admin -- reset-link` makes it.
   */
  resetUsers: { email: string; token: string }[];
  /** A development feature module per project (desktop, mobile), in the projects' order. */
  modules: { slug: string; name: string }[];
}

const E2E_ADMIN = { email: 'warden@mailforge.test', password: 'ForgeAdmin2024' };
const E2E_PREMIUM_USER = { email: 'premium@mailforge.test', password: 'ForgePremium2024' };

/**
 * Gives the end-to-end server a fresh, migrated data directory with the fixtures the specs need,
 * made directly in the database.
 */
export async function prepareE2eData(dataDir: string): Promise<E2eFixtures> {
  const database = await openDatabase({ driver: 'pglite', dataDir });
  let premiumCodes: string[];
  const resetUsers: E2eFixtures['resetUsers'] = [];
  try {
    await database.migrate();
    await database.db.insert(featureModules).values(
      E2E_MODULES.map(({ slug, name }) => ({
        slug,
        name,
        status: 'development',
        previewUrl: `/preview/${slug}`,
        description: `${name} is a test tool of the end-to-end run.`,
      })),
    );
    // The community gallery live for the whole run: gallery.spec.ts's players are not premium.
    // No spec moves it on the board.
    await database.db
      .update(featureModules)
      .set({ status: 'live' })
      .where(eq(featureModules.slug, COMMUNITY_MODULE));
    premiumCodes = await createPremiumCodes(database.db, {
      days: 30,
      count: PREMIUM_CODE_COUNT,
      createdBy: 'e2e',
      now: new Date(),
    });
    const now = new Date();
    await insertUser(database.db, {
      email: E2E_ADMIN.email,
      passwordHash: await hashPassword(E2E_ADMIN.password),
      now,
      // As `npm run admin` makes it: the allow-list alone makes no admin.
      isAdmin: true,
    });
    const premium = await insertUser(database.db, {
      email: E2E_PREMIUM_USER.email,
      passwordHash: await hashPassword(E2E_PREMIUM_USER.password),
      now,
    });
    await extendPremium(database.db, { userId: premium.id, days: 30, now });
    for (let index = 0; index < RESET_USER_COUNT; index += 1) {
      const email = `forgetful-${index}@mailforge.test`;
      const user = await insertUser(database.db, {
        email,
        passwordHash: await hashPassword('Forgotten2024'),
        now,
      });
      resetUsers.push({ email, token: await createPasswordReset(database.db, user.id, now) });
    }
  } finally {
    await database.close();
  }
  // Every spec signs in and formats from 127.0.0.1, in parallel: the per-address limits (10
  // sign-ins per 15 minutes, 30 formats a minute) would trip.
  return {
    serverEnv: {
      AUTH_RATE_LIMIT: '1000',
      // same-mail.spec.ts sends every eval draft in every variant (30 requests a draft, over 21,000
      // with the 724 drafts of today's eval set, in about a minute on a quiet machine).
      FORMAT_RATE_LIMIT: '1000000',
      ADMIN_EMAILS: E2E_ADMIN.email,
    },
    premiumCodes,
    admin: E2E_ADMIN,
    premiumUser: E2E_PREMIUM_USER,
    resetUsers,
    modules: E2E_MODULES.map(({ slug, name }) => ({ slug, name })),
  };
}
