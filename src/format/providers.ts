import { availableParallelism } from 'node:os';

// What the config needs from the forge, kept apart so it can import it without the engines.

export { type EngineProvider, FORGE_PROVIDERS } from '#shared/schemas/format.ts';

/** Engine worker threads: one per core the server does not need for HTTP, at most four (docs/decisions/006). */
export function defaultEngineWorkers(): number {
  return Math.min(4, Math.max(0, availableParallelism() - 1));
}
