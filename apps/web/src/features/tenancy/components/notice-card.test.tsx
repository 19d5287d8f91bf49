/**
 * Issue 25 §3: the notice page states the earliest last day and the cost under the agreement before the tenant
 * confirms; confirming is possible only once the cost is accepted, and the server's refusal shows in the card.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { tenancyMessages, type NoticeState } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { NoticeCard } from './notice-card';

const state: NoticeState = {
  today: '2026-11-20',
  terms: { noticeMonths: 2, diplomaticMonths: 12, feeMonths: 1, depositReturnDays: 14, landlord: null },
  notice: null,
  quote: {
    earliestEndDate: '2027-01-19',
    latestEndDate: '2027-05-31',
    endDate: '2027-01-19',
    early: true,
    withinDiplomaticPeriod: true,
    fee: 1500,
    rent: 1500,
  },
};

function serverAnswers(status: number, body: object) {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      sent.push({ method: input.method, path: new URL(input.url).pathname, body: await input.json() });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('notice to vacate', { timeout: 20_000 }, () => {
  it('states the earliest day and the cost, and sends the notice only once the cost is accepted', async () => {
    const sent = serverAnswers(409, { message: tenancyMessages.noticeGiven });
    renderWithTheme(
      <Provider store={createAppStore()}>
        <NoticeCard contractId="c1" state={state} />
      </Provider>,
    );
    expect(screen.getByText('Earliest last day: 19/01/2027')).toBeTruthy();
    expect(screen.getByTestId('notice-cost').textContent).toBe(
      'Ending on this date costs RM1,500 under your agreement, on top of the rent up to 19/01/2027.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm notice' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept this cost' }));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/contracts/c1/notice', body: { acceptCost: true } });
    expect(await screen.findByText(tenancyMessages.noticeGiven)).toBeTruthy();
  });

  it('an agreement without a fee (clause 8.2) says so and needs no confirmation of a cost', () => {
    renderWithTheme(
      <Provider store={createAppStore()}>
        <NoticeCard
          contractId="c1"
          state={{
            ...state,
            quote: {
              ...state.quote!,
              fee: 0,
              withinDiplomaticPeriod: false,
              endDate: '2026-12-19',
              earliestEndDate: '2026-12-19',
            },
          }}
        />
      </Provider>,
    );
    expect(screen.getByTestId('notice-cost').textContent).toBe(
      'No fee under your agreement: the rent is paid up to 19/12/2026.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm notice' })).toHaveProperty('disabled', false);
  });

  it('the last day reads dd/mm/yyyy, only days between the earliest and the latest can be picked, and is sent', async () => {
    const sent = serverAnswers(409, { message: tenancyMessages.noticeGiven });
    renderWithTheme(
      <Provider store={createAppStore()}>
        <NoticeCard contractId="c1" state={state} />
      </Provider>,
    );
    const field = screen.getByRole('button', { name: 'Last day of the tenancy' });
    expect(field.textContent).toBe('19/01/2027');
    fireEvent.click(field);
    const day = async (name: string) =>
      (await screen.findByRole('button', { name, hidden: true })) as HTMLButtonElement;
    expect((await day('18 January 2027')).disabled).toBe(true);
    fireEvent.click(await day('25 January 2027'));
    await waitFor(() => expect(field.textContent).toBe('25/01/2027'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept this cost' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm notice' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ endDate: '2027-01-25', acceptCost: true });
  });
});
