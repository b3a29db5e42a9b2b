import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, loadAllEnglish } from '#web/i18n/index.ts';

// Component tests read English strings whatever the machine's locale is, all of them at once.
await Promise.all([i18n.changeLanguage('en'), loadAllEnglish()]);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
