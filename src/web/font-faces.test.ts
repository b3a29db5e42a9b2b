import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, fontFaceRules } from './font-faces.ts';

const rules = fontFaceRules().split('\n');
const fileOf = (rule: string) => /url\("([^"]+)"\)/.exec(rule)?.[1] ?? '';

describe('the font faces fonts.css is built with', () => {
  it('declares each face of each family once, for each subset, with the family’s display', () => {
    for (const family of FONT_FAMILIES) {
      const own = rules.filter((rule) => rule.includes(`font-family:"${family.name}";`));
      expect(own).toHaveLength(family.faces.length * 6);
      expect(new Set(own.map(fileOf)).size).toBe(own.length);
      for (const rule of own) expect(rule).toContain(`font-display:${family.display};`);
    }
  });

  it('names only files that @fontsource/noto-sans has', () => {
    for (const rule of rules) {
      const path = fileOf(rule);
      expect(existsSync(fileURLToPath(import.meta.resolve(path)))).toBe(true);
    }
  });

  it('keeps the interface optional and the preview swapping in', () => {
    expect(FONT_FAMILIES.map(({ name, display }) => [name, display])).toEqual([
      ['Noto Sans', 'optional'],
      ['Noto Sans Mail', 'swap'],
    ]);
  });
});
