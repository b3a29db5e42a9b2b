import { createBuiltinForge } from './builtin-forge.ts';
import { createOpenAiForge, type ForgeLogger } from './openai-forge.ts';
import type { ForgeProvider } from './providers.ts';
import type { Forge } from './types.ts';

export {
  BUILTIN_ENGINE_NAME,
  createBuiltinForge,
  formatWithBuiltinEngine,
} from './builtin-forge.ts';
export {
  createEnginePool,
  type EnginePool,
  type EnginePoolOptions,
} from './engine-pool.ts';
export { extractFacts, type Fact, type FactKind, findMissingFacts } from './facts.ts';
export { createOpenAiForge, type ForgeLogger, type OpenAiForgeOptions } from './openai-forge.ts';
export { FORGE_PROVIDERS, type ForgeProvider } from './providers.ts';
export type { Forge, ForgeResult, FormatRequest, FormatWarning } from './types.ts';
export { WARNINGS } from './warnings.ts';

export interface ForgeConfig {
  FORGE_PROVIDER: ForgeProvider;
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
}

/**
 * The engine the server uses: the built-in one, or an OpenAI-compatible model (falling back to the
 * built-in one) when `FORGE_PROVIDER=openai` and a base URL and model are set. `builtin` is how the
 * built-in engine runs (the server passes its engine pool).
 */
export function createForge(
  config: ForgeConfig,
  logger?: ForgeLogger,
  builtin: Forge = createBuiltinForge(),
): Forge {
  if (config.FORGE_PROVIDER !== 'openai' || !config.LLM_BASE_URL || !config.LLM_MODEL)
    return builtin;
  return createOpenAiForge({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    fallback: builtin,
    logger,
  });
}
