import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A part whose code loads only when `network.isUp`, as a chunk fetched over a flaky connection. */
function makePart(network: { isUp: boolean }) {
  const load = vi.fn(async () => {
    if (!network.isUp) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: ({ name }: { name: string }) => <p>Hello {name}</p> };
  });
  return { Part: lazyPart(load), load };
}

function Broken(): never {
  throw new Error('a bug, not the network');
}

function renderInBoundary(ui: ReactNode) {
  return render(
    <>
      <label>
        Draft
        <textarea defaultValue="kept" />
      </label>
      <LoadBoundary>
        <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
      </LoadBoundary>
    </>,
  );
}

describe('a part loaded when first shown', () => {
  it('says in place that it could not be loaded, keeps the rest, and Retry loads it once it can', async () => {
    // React reports the error the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const network = { isUp: false };
    const { Part, load } = makePart(network);
    renderInBoundary(<Part name="governor" />);

    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect((screen.getByLabelText('Draft') as HTMLTextAreaElement).value).toBe('kept');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    network.isUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello governor')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again by itself when the connection comes back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const network = { isUp: false };
    const { Part } = makePart(network);
    renderInBoundary(<Part name="scout" />);
    await screen.findByRole('alert');

    network.isUp = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello scout')).toBeTruthy();
  });

  it('leaves any other error to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LoadBoundary>
          <Broken />
        </LoadBoundary>,
      ),
    ).toThrow('a bug, not the network');
  });
});
