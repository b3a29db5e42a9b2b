/** The engines `FORGE_PROVIDER` can name. Kept apart so the config can import it without the engines. */
export const FORGE_PROVIDERS = ['builtin', 'openai'] as const;
export type ForgeProvider = (typeof FORGE_PROVIDERS)[number];
