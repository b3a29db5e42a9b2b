import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants.ts';
import {
  detectLanguage,
  getTextDirection,
  i18n,
  LANGUAGE_STORAGE_KEY,
  LOCALE_LOADERS,
} from '#web/i18n/index.ts';

describe('i18n', () => {
  it('switching to Arabic sets dir="rtl" and lang="ar" on the document, and back', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await i18n.changeLanguage('ru');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('remembers the chosen language in localStorage under i18nextLng', async () => {
    await i18n.changeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('falls back to English for a missing key', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('pages.notFound.title', { lng: 'xx' })).toBe('404 Page Not Found');
  });

  it('detects the stored language first, then the browser languages, then English', () => {
    expect(detectLanguage('ru', ['es-ES'])).toBe('ru');
    expect(detectLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(detectLanguage(null, ['pt'])).toBe('pt-BR');
    expect(detectLanguage(null, ['zh-cn'])).toBe('zh-CN');
    expect(detectLanguage('xx', ['de'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('text direction follows the base language', () => {
    expect(getTextDirection('ar')).toBe('rtl');
    expect(getTextDirection('ar-EG')).toBe('rtl');
    expect(getTextDirection('en')).toBe('ltr');
    expect(getTextDirection('zh-CN')).toBe('ltr');
  });

  it('has a locale for every supported language', () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('loads a locale the first time its language is chosen', async () => {
    await i18n.changeLanguage('es');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.t('pages.notFound.title')).toBe('404 Página no encontrada');
  });
});
