/** ADR 0031: an unpaid late charge is waived (with a reason) from its row menu, never edited or deleted. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Transaction } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { TransactionActions } from './transaction-actions';

const late: Transaction = {
  _id: 'l1',
  id: 'l1',
  user: { _id: 'u1', firstname: 'Kumar', lastname: 'Subramaniam', email: 'kumar.s@example.my' },
  property: { _id: 'p1', name: 'TTDI Bungalow' },
  contractId: 'c1',
  roomName: null,
  type: 'Late Charge',
  amount: 100,
  dueDate: '2026-10-27',
  status: 'Pending',
  isOverdue: true,
  daysOverdue: 31,
  description: null,
  paymentDate: null,
  createdAt: '2026-10-27T12:00:00.000Z',
  refundedAmount: 0,
  lateForTransactionId: 'r5',
  waiver: null,
};

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('Waive late charge', () => {
  it('asks for a reason, names the charge, and posts the waiver', async () => {
    stubRelativeRequests();
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const url = new URL(input.url);
        if (url.pathname === '/api/transactions/l1/waive' && input.method === 'POST') {
          posted.push(await input.json());
          const transaction = {
            ...late,
            status: 'Cancelled',
            isOverdue: false,
            waiver: { waivedAt: '2026-11-27T01:00:00.000Z', reason: 'Bank holiday delay' },
          };
          return new Response(JSON.stringify({ message: 'Late charge waived', transaction }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderWithTheme(
      <Provider store={createAppStore()}>
        <TransactionActions transaction={late} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
    const waive = await screen.findByRole('menuitem', { name: 'Waive late charge' });
    // A late charge's amount is the clause's: no delete, no cancel.
    expect(screen.queryByRole('menuitem', { name: 'Delete transaction' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Cancel transaction' })).toBeNull();
    fireEvent.click(waive);
    expect(
      await screen.findByText(
        "Waive Kumar Subramaniam's Late Charge of RM100 due 27/10/2026? The tenant will no longer need to pay it and will see your reason.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Waive' }));
    expect(await screen.findByText('Give a reason for waiving')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Bank holiday delay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Waive' }));
    await waitFor(() => expect(posted).toEqual([{ reason: 'Bank holiday delay' }]));
    await waitFor(() => expect(screen.queryByText('Waive this late charge?')).toBeNull());
  }, 20_000);
});
