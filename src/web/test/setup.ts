import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '#web/i18n/index.ts';

// A page's first lazy import goes through Vite's transform of every library it uses (they are
// inlined so that React resolves to Preact): on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Component tests read English strings whatever the machine's locale is.
await i18n.changeLanguage('en');

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
