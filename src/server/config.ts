import { z } from 'zod';

/**
 * The window of AUTH_RATE_LIMIT (sign-in, sign-up, redeeming codes and confirming the password):
 * AUTH_MESSAGES.tooManyAttempts names it to the player.
 */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;

import { defaultEngineWorkers, FORGE_PROVIDERS } from '#format/providers.ts';

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.default(fallback as never));

const positiveInt = z.coerce.number().int().positive();

export const ConfigSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string(), 'localhost'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  BODY_LIMIT_BYTES: withDefault(positiveInt, 64 * 1024),
  TRUST_PROXY: withDefault(z.stringbool(), false),
  PUBLIC_URL: optional(z.url()),
  PREMIUM_CONTACT_URL: optional(z.url()),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  FORGE_PROVIDER: withDefault(z.enum(FORGE_PROVIDERS), 'builtin'),
  LLM_BASE_URL: optional(z.url()),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  LLM_TIMEOUT_MS: withDefault(positiveInt, 15_000),
  FORMAT_RATE_LIMIT: withDefault(positiveInt, 30),
  FORMAT_RATE_LIMIT_SIGNED_IN: withDefault(positiveInt, 120),
  LLM_RATE_LIMIT: withDefault(positiveInt, 10),
  FORMAT_WORKERS: withDefault(z.coerce.number().int().min(0).max(32), defaultEngineWorkers()),
  AUTH_RATE_LIMIT: withDefault(positiveInt, 10),
  ADMIN_EMAILS: optional(
    z.string().transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ),
});

export type Config = z.output<typeof ConfigSchema>;

type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Reads the environment once. Every bad key is listed, so one restart fixes them all. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const result = ConfigSchema.safeParse(env);
  if (result.success) {
    const config = result.data;
    if (config.FORGE_PROVIDER === 'openai' && (!config.LLM_BASE_URL || !config.LLM_MODEL)) {
      return {
        ok: false,
        problems: ['FORGE_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL'],
      };
    }
    return { ok: true, config };
  }
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return `${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    }),
  };
}

/** The configuration tests and tools start from: every default, nothing from the environment. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  const result = parseConfig({});
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return { ...result.config, ...overrides };
}
