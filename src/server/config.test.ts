import { describe, expect, it } from 'vitest';
import { defaultEngineWorkers } from '#format/providers.ts';
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
    const result = parseConfig({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      FORMAT_WORKERS: '-1',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/FORMAT_WORKERS="-1"/);
    expect(problems.join('\n')).toMatch(/PORT="abc"/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x".*postgres/);
  });

  it('takes the number of engine workers, 0 to run the engine in the server thread', () => {
    expect(parseConfig({ FORMAT_WORKERS: '0' })).toMatchObject({ config: { FORMAT_WORKERS: 0 } });
    expect(parseConfig({ FORMAT_WORKERS: '3' })).toMatchObject({ config: { FORMAT_WORKERS: 3 } });
    expect(parseConfig({ FORMAT_WORKERS: '1.5' }).ok).toBe(false);
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
  it('has a configuration row only for a variable the server reads', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const { ConfigSchema } = await import('./config.ts');
    const section = readme.slice(readme.indexOf('## Configuration'));
    const table = section.slice(0, section.indexOf('\n## ', 1));
    const rows = [...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((name) => !(name! in ConfigSchema.shape))).toEqual([]);
  });

  it('documents every environment variable with its default', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const { ConfigSchema } = await import('./config.ts');
    const defaults = parseConfig({});
    // Defaults that depend on the machine are documented as the rule that computes them.
    const machineDefaults: Record<string, { text: string; value: unknown }> = {
      FORMAT_WORKERS: { text: 'cores − 1, at most 4', value: defaultEngineWorkers() },
    };
    for (const key of Object.keys(ConfigSchema.shape)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${key}\``));
      expect(row, `README table row for ${key}`).toBeDefined();
      const value = defaults.ok ? defaults.config[key as keyof typeof defaults.config] : undefined;
      const cell = row?.split('|')[2]?.trim();
      const machineDefault = machineDefaults[key];
      if (machineDefault) {
        expect(cell, `default of ${key}`).toBe(machineDefault.text);
        expect(value, `default of ${key}`).toBe(machineDefault.value);
      } else {
        expect(cell, `default of ${key}`).toBe(value === undefined ? 'unset' : `\`${value}\``);
      }
    }
  });
});
