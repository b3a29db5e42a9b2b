import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, type PremiumCode } from '#shared/schemas/account.ts';
import { PremiumCodesSection } from '#web/features/account/premium-codes-admin-section.tsx';
import { json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REDEEMED: PremiumCode = {
  code: 'FORGE-AAAA-1111',
  days: 30,
  createdAt: '2025-03-01T10:00:00.000Z',
  redeemedAt: '2025-03-05T12:00:00.000Z',
  redeemedBy: 'commander@example.com',
};

function codeList(count: number): PremiumCode[] {
  return Array.from({ length: count }, (_, index) => ({
    ...REDEEMED,
    code: `FORGE-CODE-${String(index).padStart(4, '0')}`,
    redeemedAt: null,
    redeemedBy: null,
  }));
}

describe('premium codes (admin)', () => {
  it('makes the number of codes asked for, each worth the days asked for, and shows them', async () => {
    let listed: PremiumCode[] = [REDEEMED];
    const fetchMock = stubApi({
      'GET /api/admin/premium-codes': () => json({ codes: listed }),
      'POST /api/admin/premium-codes': ({ body }) => {
        const { days, count } = body as { days: number; count: number };
        const codes = codeList(count).map((code) => ({ ...code, days }));
        listed = [...codes, ...listed];
        return json({ codes: codes.map((code) => code.code) }, 201);
      },
    });
    renderAt(<PremiumCodesSection />);
    expect(
      await screen.findByText('Redeemed by commander@example.com on March 5, 2025'),
    ).toBeTruthy();

    const days = screen.getByLabelText('Days');
    const count = screen.getByLabelText('How many');
    expect((days as HTMLInputElement).value).toBe('30');
    expect((count as HTMLInputElement).value).toBe('1');
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create codes' }));

    const fresh = await screen.findByTestId('new-codes');
    expect(
      within(fresh)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FORGE-CODE-0000', 'FORGE-CODE-0001']);
    expect(
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([, init]) => init?.body),
    ).toEqual([JSON.stringify({ days: 7, count: 2 })]);
    // The list is read again and shows the new codes as not redeemed.
    const list = screen.getByRole('list', { name: 'Recent codes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByText('7 days')).toHaveLength(2);
    expect(within(list).getAllByText('Not redeemed')).toHaveLength(2);
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/premium-codes': () => json({ codes: [] }) });
    renderAt(<PremiumCodesSection />);
    expect(await screen.findByText('No codes yet.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Days'), { target: { value: '0' } });
    fireEvent.input(screen.getByLabelText('How many'), { target: { value: '51' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.daysInvalid)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.countInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Days').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("lists ten codes and shows the rest with 'Show all'", async () => {
    stubApi({ 'GET /api/admin/premium-codes': () => json({ codes: codeList(12) }) });
    renderAt(<PremiumCodesSection />);
    const showAll = await screen.findByRole('button', { name: 'Show all 12 codes' });
    const list = screen.getByRole('list', { name: 'Recent codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(showAll);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
