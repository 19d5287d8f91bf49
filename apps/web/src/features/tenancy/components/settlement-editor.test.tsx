/**
 * Issue 26 §4, ADR 0038: the admin's draft editor offers the tenancy's unpaid repair shares (title, amount, a link to
 * the ticket), adds each as a deduction, and every save sends the chosen ones as `repairs`, so saving the draft from
 * the page keeps a repair share deducted earlier (through the page or the API) instead of dropping it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DepositSettlement } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { SettlementCard } from './settlement-card';

const FILTER = '11111111-1111-4111-8111-111111111111';
const DOOR = '22222222-2222-4222-8222-222222222222';

const settlement: DepositSettlement = {
  contractId: 'c1',
  status: 'draft',
  version: 3,
  deposit: 2000,
  deductions: [
    {
      id: 'd-unpaid',
      kind: 'unpaid_charge',
      description: 'Rental',
      amount: 1000,
      finalAmount: 1000,
      evidence: [{ kind: 'receipt', id: 't1', note: 'Rental 2026-10-01' }],
      inspectionItemId: null,
      transactionId: 't1',
      complaintId: null,
      settled: false,
      dispute: null,
      answer: null,
    },
    {
      id: 'd-clean',
      kind: 'cleaning',
      description: 'Oven deep clean',
      amount: 150,
      finalAmount: 150,
      evidence: [{ kind: 'note', note: 'Cleaner’s invoice CL-2207' }],
      inspectionItemId: null,
      transactionId: null,
      complaintId: null,
      settled: false,
      dispute: null,
      answer: null,
    },
    {
      id: 'd-repair',
      kind: 'repair',
      description: 'Aircon filter clogged',
      amount: 80,
      finalAmount: 80,
      evidence: [{ kind: 'maintenance', id: FILTER, note: 'Aircon filter clogged' }],
      inspectionItemId: null,
      transactionId: 't-filter',
      complaintId: FILTER,
      settled: false,
      dispute: null,
      answer: null,
    },
  ],
  totalDeductions: 1230,
  balance: 770,
  tenancyEndDate: '2026-11-01',
  dueDate: '2026-11-15',
  depositReturnDays: 14,
  daysLeft: 5,
  overdue: false,
  issuedAt: null,
  respondBy: null,
  finalAt: null,
  refund: null,
  shortfallTransactionId: null,
  keysReturned: null,
  keysReturnedAt: null,
  landlord: null,
  refundMethod: null,
  refundAccount: null,
  transfer: null,
  repairShares: [
    { complaintId: FILTER, transactionId: 't-filter', title: 'Aircon filter clogged', amount: 80, disputed: false },
    { complaintId: DOOR, transactionId: 't-door', title: 'Bathroom door lock', amount: 45.5, disputed: true },
  ],
  pdfUrl: '/api/contracts/c1/deposit-settlement/statement.pdf',
};

function serverAnswers() {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      sent.push({ method: input.method, path: new URL(input.url).pathname, body: await input.json() });
      return new Response(JSON.stringify(settlement), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

function renderCard() {
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <SettlementCard contractId="c1" settlement={settlement} isAdmin ended />
      </MemoryRouter>
    </Provider>,
  );
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

describe('repair shares on the deposit statement', { timeout: 20_000 }, () => {
  it('lists the unpaid shares with their tickets and keeps the chosen ones on save', async () => {
    const sent = serverAnswers();
    renderCard();
    const picker = screen.getByTestId('repair-shares');
    const door = within(picker).getByRole('link', { name: 'Bathroom door lock' });
    expect(door.getAttribute('href')).toBe(`/manage-complaints/${DOOR}`);
    expect(within(picker).getByText('RM45.50')).toBeTruthy();
    expect(within(picker).getByText('disputed on the ticket')).toBeTruthy();
    // The share deducted before is marked as chosen; the other one can be added.
    expect(
      within(picker).getByRole('button', { name: 'Remove Aircon filter clogged from the deductions' }),
    ).toBeTruthy();
    expect(within(picker).getByText('On the statement')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Deduct Bathroom door lock from the deposit' }));
    expect(within(picker).getByText('Deducted when you save')).toBeTruthy();
    expect(within(picker).getByRole('button', { name: 'Remove Bathroom door lock from the deductions' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/contracts/c1/deposit-settlement' });
    const body = sent[0]!.body as { version: number; deductions: { kind: string }[]; repairs: unknown };
    expect(body.version).toBe(3);
    expect(body.repairs).toEqual([{ complaintId: FILTER }, { complaintId: DOOR }]);
    // Unpaid charges are re-listed by the server and repairs travel as `repairs`: neither is sent as a typed row.
    expect(body.deductions.map((d) => d.kind)).toEqual(['cleaning']);
  });

  it('a share taken off is not sent, and the deduction shows its ticket as evidence', async () => {
    const sent = serverAnswers();
    renderCard();
    const evidence = screen.getAllByRole('link', { name: 'Open ticket' });
    expect(evidence.map((a) => a.getAttribute('href'))).toEqual([`/manage-complaints/${FILTER}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Aircon filter clogged from the deductions' }));
    expect(screen.getByText('Taken off when you save')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body as { repairs: unknown }).repairs).toEqual([]);
  });
});
