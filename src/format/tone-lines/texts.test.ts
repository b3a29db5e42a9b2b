import { describe, expect, it, vi } from 'vitest';
import { TONE_LINES } from '../tone-lines.ts';
import { TEXTS as ar } from './ar.ts';
import { TEXTS as es } from './es.ts';
import { TEXTS as pt } from './pt.ts';
import type { ToneLineTexts, TranslatedLanguage } from './registry.ts';
import { TEXTS as ru } from './ru.ts';
import { TEXTS as zh } from './zh.ts';

const TRANSLATIONS: Record<TranslatedLanguage, ToneLineTexts> = { es, pt, ru, ar, zh };

describe('the tone lines in every language', () => {
  const english = Object.values(TONE_LINES).flatMap(({ openings, closings }) =>
    [...openings, ...closings].map((line) => line.english),
  );

  it('has lines to check', () => {
    expect(english.length).toBeGreaterThan(100);
  });

  it('gives every English line a text in each other language, and no text without its line', () => {
    for (const [language, texts] of Object.entries(TRANSLATIONS)) {
      const missing = english.filter((line) => !texts[line]?.trim());
      expect(missing, language).toEqual([]);
      const orphans = Object.keys(texts).filter((line) => !english.includes(line));
      expect(orphans, language).toEqual([]);
    }
  });

  it('keeps the placeholders of the English line', () => {
    const placeholders = (text: string) =>
      new Set((text.match(/\{\w+\}/gu) ?? []).map((p) => p.toLowerCase()));
    for (const [language, texts] of Object.entries(TRANSLATIONS)) {
      for (const line of english) {
        const wanted = placeholders(line);
        // `{at}` is `{event}` with its preposition: a language may say either.
        const given = new Set(
          [...placeholders(texts[line] ?? '')].map((p) => (p === '{at}' ? '{event}' : p)),
        );
        const expected = new Set([...wanted].map((p) => (p === '{at}' ? '{event}' : p)));
        expect([...given].sort(), `${language}: ${line}`).toEqual([...expected].sort());
      }
    }
  });
});

describe('tone lines fetched when first needed (the browser)', () => {
  it('says which language it lacks, and has its lines once that language is loaded', async () => {
    vi.resetModules();
    const registry = await import('./registry.ts');
    const browser = await import('./browser.ts');
    const line = Object.keys(ru)[0]!;
    expect(registry.toneLineText(line, 'en')).toBe(line);
    expect(() => registry.toneLineText(line, 'ru')).toThrow(registry.ToneLinesNotLoaded);
    try {
      registry.toneLineText(line, 'ru');
    } catch (error) {
      expect((error as InstanceType<typeof registry.ToneLinesNotLoaded>).language).toBe('ru');
    }
    await browser.loadToneLineTexts('ru');
    expect(registry.toneLineText(line, 'ru')).toBe(ru[line]);
    expect(() => registry.toneLineText(line, 'es')).toThrow(registry.ToneLinesNotLoaded);
  });
});
