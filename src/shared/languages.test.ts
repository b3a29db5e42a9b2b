import { describe, expect, it } from 'vitest';
import { detectLanguage, getTextDirection, parseAcceptLanguage } from './languages.ts';

describe("the reader's language", () => {
  it('reads Accept-Language most wanted first, leaving out what is refused', () => {
    expect(parseAcceptLanguage('es-MX,es;q=0.9,en;q=0.5')).toEqual(['es-MX', 'es', 'en']);
    expect(parseAcceptLanguage('en;q=0.2, ru, ar;q=0.8')).toEqual(['ru', 'ar', 'en']);
    expect(parseAcceptLanguage('zh-CN;q=0, pt-BR, *;q=0.1')).toEqual(['pt-BR']);
    expect(parseAcceptLanguage(' fr ; q=0.7 , de ')).toEqual(['de', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('takes the stored choice, else the first language the app speaks, else English', () => {
    expect(detectLanguage('ru', parseAcceptLanguage('es-ES'))).toBe('ru');
    expect(detectLanguage(undefined, parseAcceptLanguage('fr-FR, es-MX;q=0.8'))).toBe('es');
    expect(detectLanguage('not-a-language', parseAcceptLanguage('pt'))).toBe('pt-BR');
    expect(detectLanguage(null, parseAcceptLanguage('zh-cn'))).toBe('zh-CN');
    expect(detectLanguage(null, parseAcceptLanguage('de, fr'))).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(getTextDirection('ar')).toBe('rtl');
    expect(getTextDirection('ru')).toBe('ltr');
  });
});
