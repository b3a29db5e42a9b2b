import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { type FakeRoute, stubApi } from '#web/test/api.ts';

/** Renders `ui` at `path` with an in-memory router and a fresh query client. */
export function renderAt(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location };
}

/** Renders `ui` and the toaster at `path`, the API answered by `routes` (see `stubApi`). */
export function renderWithToaster(ui: ReactElement, routes: Record<string, FakeRoute>, path = '/') {
  const fetchMock = stubApi(routes);
  const result = renderAt(
    <>
      {ui}
      <Toaster />
    </>,
    path,
  );
  return { ...result, fetchMock };
}
