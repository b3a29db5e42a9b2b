import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryList } from '#web/components/admin-section.tsx';

function renderList(query: Partial<UseQueryResult<string[]>>) {
  return render(
    <QueryList query={query as UseQueryResult<string[]>} emptyText="Nothing yet">
      {(items) => <p>{items.join(', ')}</p>}
    </QueryList>,
  );
}

describe('QueryList', () => {
  it('says it is loading while the query is pending', () => {
    renderList({ isPending: true, isError: false });
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it("shows the error with 'Try again', which asks again", () => {
    const refetch = vi.fn();
    renderList({ isPending: false, isError: true, refetch } as never);
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty text for no items, else the items', () => {
    const { rerender } = renderList({ isPending: false, isError: false, data: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    rerender(
      <QueryList
        query={{ isPending: false, isError: false, data: ['a', 'b'] } as never}
        emptyText="Nothing yet"
      >
        {(items: string[]) => <p>{items.join(', ')}</p>}
      </QueryList>,
    );
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(screen.queryByText('Nothing yet')).toBeNull();
  });
});
