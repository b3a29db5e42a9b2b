import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants.ts';
import en from '#shared/locales/en.json';
import { FORMAT_WARNING_CODES } from '#shared/schemas/format.ts';
import { WARNINGS } from './warnings.ts';

// The browser shows `formatWarnings.<code>` of its locale with the warning's params:
// English's text, filled in, must read exactly as the engine's own message.
const fill = (template: string, params: Record<string, string | number> = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(params[name]));

describe('engine warnings', () => {
  const samples = [
    WARNINGS.charactersRemoved(),
    WARNINGS.markupRemoved(),
    WARNINGS.markupReplaced(),
    WARNINGS.decorationReduced(),
    WARNINGS.rewriteReduced(),
    WARNINGS.rewriteLimited(),
    WARNINGS.keptPlain(),
    WARNINGS.tooLong(2412, 2),
    WARNINGS.modelFallback('did not answer within 20 s'),
    WARNINGS.modelBusy(),
    WARNINGS.modelUnreachable(),
  ];

  it("cover every code, and read as English's locale text filled with their params", () => {
    expect(samples.map((warning) => warning.code).sort()).toEqual([...FORMAT_WARNING_CODES].sort());
    for (const warning of samples) {
      const template = en.formatWarnings[warning.code];
      expect(fill(template, warning.params)).toBe(warning.message);
    }
  });

  it('read without a raw {{placeholder}} in every language: each names only the params it carries', () => {
    for (const language of LANGUAGES) {
      const path = new URL(`../shared/locales/${language}.json`, import.meta.url);
      const locale = JSON.parse(readFileSync(path, 'utf8')) as typeof en;
      for (const warning of samples) {
        const shown = fill(locale.formatWarnings[warning.code], warning.params);
        expect(shown, `${language} ${warning.code}`).not.toMatch(/\{\{|undefined/);
      }
    }
  });
});
