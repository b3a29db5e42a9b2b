import { afterEach } from 'vitest';
import { i18n, loadAllEnglish } from '#web/i18n/index.ts';

// Browser tests read English strings whatever the machine's locale is, all of them at once.
await Promise.all([i18n.changeLanguage('en'), loadAllEnglish()]);

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
