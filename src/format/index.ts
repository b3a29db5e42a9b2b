import { createBuiltinEngine } from './builtin-engine.ts';
import { createOpenAiEngine, type EngineLogger } from './openai-engine.ts';
import type { EngineProvider } from './providers.ts';
import type { FormatEngine } from './types.ts';

export { formatWithBuiltinEngine } from './builtin-engine.ts';
export { createEnginePool } from './engine-pool.ts';
export { extractFacts, findMissingFacts } from './facts.ts';
export type { FormatEngine } from './types.ts';
export { WARNINGS } from './warnings.ts';

interface EngineConfig {
  FORGE_PROVIDER: EngineProvider;
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
export function createEngine(
  config: EngineConfig,
  logger?: EngineLogger,
  builtin: FormatEngine = createBuiltinEngine(),
): FormatEngine {
  if (config.FORGE_PROVIDER !== 'openai' || !config.LLM_BASE_URL || !config.LLM_MODEL)
    return builtin;
  return createOpenAiEngine({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    fallback: builtin,
    logger,
  });
}
