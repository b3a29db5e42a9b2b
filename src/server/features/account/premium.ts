import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/features/users/repository.ts';
import { claimPremiumCode, extendPremium, insertPremiumCodes } from './repository.ts';

// Crockford's base32: no I, L, O or U, so a code read aloud or retyped is hard to get wrong.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_GROUPS = 4;
const CODE_GROUP_LENGTH = 4;

/** A new premium code like `MF-7K3Q-X9PD-M2TA-Q8RW`: 16 random base32 characters, 80 bits. */
function generatePremiumCode(): string {
  const bytes = randomBytes(CODE_GROUPS * CODE_GROUP_LENGTH);
  // 256 is a multiple of 32, so taking 5 bits of each byte keeps every character equally likely.
  const characters = [...bytes].map((byte) => CODE_ALPHABET[byte & 31]).join('');
  const groups: string[] = [];
  for (let i = 0; i < characters.length; i += CODE_GROUP_LENGTH) {
    groups.push(characters.slice(i, i + CODE_GROUP_LENGTH));
  }
  return `MF-${groups.join('-')}`;
}

/** Makes `count` new one-use codes worth `days` each and returns them. */
export async function createPremiumCodes(
  db: Database,
  values: { days: number; count: number; createdBy: string; now: Date },
): Promise<string[]> {
  const codes = Array.from({ length: values.count }, generatePremiumCode);
  await insertPremiumCodes(db, {
    codes,
    days: values.days,
    createdBy: values.createdBy,
    now: values.now,
  });
  return codes;
}

/**
 * Redeems `code` for `userId`: the code is used up and the user is premium for its days more.
 * Undefined when the code is unknown or already used (and then nothing changes).
 */
export async function redeemPremiumCode(
  db: Database,
  values: { code: string; userId: number; now: Date },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const days = await claimPremiumCode(tx, values);
    if (days === undefined) return undefined;
    const user = await extendPremium(tx, { userId: values.userId, days, now: values.now });
    if (!user) throw new Error(`user ${values.userId} vanished while redeeming a code`);
    return user;
  });
}
