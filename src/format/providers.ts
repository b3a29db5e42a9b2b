import { availableParallelism } from 'node:os';

// What the config needs from the forge, kept apart so it can import it without the engines.

/** The engines `FORGE_PROVIDER` can name. */
export const FORGE_PROVIDERS = ['builtin', 'openai'] as const;
export type EngineProvider = (typeof FORGE_PROVIDERS)[number];

/** Engine worker threads: one per core the server does not need for HTTP, at most four (docs/decisions/006). */
export function defaultEngineWorkers(): number {
  return Math.min(4, Math.max(0, availableParallelism() - 1));
}
