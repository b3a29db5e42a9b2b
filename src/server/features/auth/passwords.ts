import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings (architecture.md, "passwords"). The library's default algorithm is
// argon2id; its `Algorithm` const enum cannot be imported under isolatedModules.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string for `password`, with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not the password of anyone');
  return dummyHash;
};

/** Computes the throwaway hash now, so the first unknown-email sign-in is not the slow one. */
export async function preparePasswordChecks(): Promise<void> {
  await getDummyHash();
}

/**
 * Checks `password` against `passwordHash`. Without a hash (unknown email, an account with no
 * password) it verifies against a throwaway hash, so both failures take about the same time.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
