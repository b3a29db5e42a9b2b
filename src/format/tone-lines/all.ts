import { TEXTS as ar } from './ar.ts';
import { TEXTS as es } from './es.ts';
import { TEXTS as pt } from './pt.ts';
import { registerToneLineTexts, type TranslatedLanguage } from './registry.ts';
import { TEXTS as ru } from './ru.ts';
import { TEXTS as zh } from './zh.ts';

/**
 * Every language's tone lines, loaded at once: the server, the CLI and the tests. A browser build
 * resolves `#format/tone-lines/texts.ts` to browser.ts instead (package.json
 * "imports", `browser` condition), which fetches a language's lines when first needed.
 */
registerToneLineTexts('es', es);
registerToneLineTexts('pt', pt);
registerToneLineTexts('ru', ru);
registerToneLineTexts('ar', ar);
registerToneLineTexts('zh', zh);

/** Every language is loaded already. */
export function loadToneLineTexts(_language: TranslatedLanguage): Promise<void> {
  return Promise.resolve();
}
