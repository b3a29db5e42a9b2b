import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('configuration', () => {
  it('starts with no environment at all', () => {
    const result = parseConfig({});
    expect(result).toMatchObject({
      ok: true,
      config: { PORT: 3000, HOST: 'localhost', DATA_DIR: './data', FORGE_PROVIDER: 'builtin' },
    });
  });

  it('treats empty strings as unset', () => {
    const result = parseConfig({ PORT: '', DATABASE_URL: '' });
    expect(result).toMatchObject({ ok: true, config: { PORT: 3000 } });
    expect(result.ok && result.config.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad value at once', () => {
    const result = parseConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT="abc"/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x".*postgres/);
  });

  it('needs a base URL and a model for the OpenAI-compatible engine', () => {
    expect(parseConfig({ FORGE_PROVIDER: 'openai' }).ok).toBe(false);
    expect(
      parseConfig({
        FORGE_PROVIDER: 'openai',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1:8b',
      }).ok,
    ).toBe(true);
  });
});

describe('README', () => {
  it('documents every environment variable with its default', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const { ConfigSchema } = await import('./config.ts');
    const defaults = parseConfig({});
    for (const key of Object.keys(ConfigSchema.shape)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${key}\``));
      expect(row, `README table row for ${key}`).toBeDefined();
      const value = defaults.ok ? defaults.config[key as keyof typeof defaults.config] : undefined;
      const cell = row?.split('|')[2]?.trim();
      expect(cell, `default of ${key}`).toBe(value === undefined ? 'unset' : `\`${value}\``);
    }
  });
});
