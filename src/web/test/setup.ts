import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './english.ts';

// `findBy…` and `waitFor` give up after 5 s rather than 1 s: on a busy two-core machine a screen
// can take longer than a second to render, and a passing test still returns as soon as it can.
configure({ asyncUtilTimeout: 5000 });

// Component tests start from an empty page and empty storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
