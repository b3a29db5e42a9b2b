import argon2, { type Options } from '@node-rs/argon2/index.js';

// The server's tests sign up hundreds of players, each hashed at the OWASP cost (19 MiB, two
// passes): seconds of CPU that prove nothing about the routes. The test projects that opt in (see
// vitest.config.ts) hash with the real argon2id at its lowest cost instead; `verify` reads the
// cost from the hash, so it is argon2's own. The auth routes' tests, which check the production
// settings, keep the real module.
const LIGHT = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hash(password: string | Uint8Array, options?: Options): Promise<string> {
  return argon2.hash(password, { ...options, ...LIGHT });
}

export const verify = argon2.verify;
