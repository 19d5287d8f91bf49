import { screen } from '@testing-library/react';
import type { Transaction } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { PaymentStatusPage, pollDelay, POLL_MAX_MS } from './payment-status-page';

const deposit: Transaction = {
  _id: 't1',
  id: 't1',
  user: { _id: 'u1', firstname: 'Nurul', lastname: 'Huda', email: 'nurul@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar' },
  contractId: 'c1',
  roomName: null,
  type: 'Deposit',
  amount: 4800,
  dueDate: '2030-01-15',
  status: 'Paid',
  isOverdue: false,
  daysOverdue: 0,
  description: "Security deposit and first month's rent",
  paymentDate: '2026-11-20T02:00:00.000Z',
  createdAt: '2026-11-19T02:00:00.000Z',
  receipts: [
    {
      _id: 'r1',
      id: 'r1',
      number: 'SM-2026-000042',
      kind: 'payment',
      amount: 4800,
      issuedAt: '2026-11-20T02:00:00.000Z',
      refundId: null,
    },
  ],
};
const stampDuty: Transaction = {
  ...deposit,
  _id: 't2',
  id: 't2',
  type: 'Other Fees',
  amount: 164,
  status: 'Pending',
  description: 'Stamp duty on the tenancy agreement (LHDN)',
  dueDate: '2026-12-20',
  paymentDate: null,
  receipts: [],
};

/** The bank approved; the payment stays `processing` for `processingAnswers` status checks, then succeeds. */
function serve(processingAnswers: number) {
  stubRelativeRequests();
  const statusChecks: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', 'X-Total-Count': '2' } });
      if (url.pathname === '/api/transactions/payment-intent-status/pi_1') {
        statusChecks.push(Date.now());
        const settled = statusChecks.length > processingAnswers;
        return json({
          status: settled ? 'succeeded' : 'processing',
          paymentIntentId: 'pi_1',
          amount: 4800,
          transactionId: 't1',
          transactionType: 'Deposit',
          contractId: 'c1',
          paymentMethod: { type: 'fpx', bank: 'bank_rakyat' },
        });
      }
      if (url.pathname === '/api/transactions/t1') return json({ transaction: deposit });
      if (url.pathname === '/api/transactions') return json({ transactions: [deposit, stampDuty] });
      return new Response('{"message":"Not found"}', { status: 404 });
    }),
  );
  return statusChecks;
}

afterEach(() => vi.unstubAllGlobals());

describe('payment status while the bank is processing', { timeout: 30_000 }, () => {
  it('backs off from 2 s to at most 30 s', () => {
    expect([0, 1, 2, 3].map(pollDelay)).toEqual([2000, 3000, 4500, 6750]);
    expect(pollDelay(20)).toBe(POLL_MAX_MS);
  });

  it('asks again by itself and shows the success, the amount, the receipt and what is still due', async () => {
    const checks = serve(2);
    renderWithTheme(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/payment-success/pi_1']}>
          <Routes>
            <Route path="/payment-success/:paymentIntentId" element={<PaymentStatusPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(
      await screen.findByText("Your payment is processing. We'll update you when payment is received."),
    ).toBeTruthy();
    expect(await screen.findByText('Payment successful! Thank you.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(checks).toHaveLength(3);
    // Backed off: the second wait is longer than the first.
    expect(checks[2]! - checks[1]!).toBeGreaterThan(checks[1]! - checks[0]! + 500);
    expect(await screen.findByText("RM4,800 paid: Security deposit and first month's rent")).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download receipt SM-2026-000042' })).toBeTruthy();
    expect(await screen.findByText('Still to pay on this tenancy')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Stamp duty on the tenancy agreement (LHDN): RM164, due 20/12/2026' }),
    ).toHaveProperty('pathname', '/payment/t2');
    // Settled: no more questions.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(checks).toHaveLength(3);
  });
});
