import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '#web/i18n/index.ts';

// Component tests read English strings whatever the machine's locale is.
await i18n.changeLanguage('en');

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
