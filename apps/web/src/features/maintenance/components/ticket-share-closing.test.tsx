/**
 * A repair share deducted from the deposit reads "Settled from the deposit" (not "Paid"), and the "Rate the repair"
 * card shows only when it holds something: a rating, or a step the server still takes.
 */
import { screen } from '@testing-library/react';
import type { Ticket } from '@sewamudah/shared';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import { TicketClosing } from './ticket-closing';
import { TicketCost } from './ticket-cost';

const cost: NonNullable<Ticket['cost']> = {
  totalRm: 300,
  bearer: 'tenant',
  landlordRm: 0,
  tenantRm: 300,
  note: null,
  transactionId: 'tx-1',
  chargeStatus: 'Paid',
  settledFromDeposit: true,
  disputeReason: null,
  disputedAt: null,
};
const ticket = (over: Partial<Ticket>): Ticket =>
  ({
    _id: 't-1',
    kind: 'maintenance',
    status: 'Handled',
    maintenance: null,
    rating: null,
    reviewUntil: null,
    cost,
    can: { confirm: false, rate: false, reopen: false, dispute: false },
    ...over,
  }) as unknown as Ticket;

const render = (ui: ReactElement) =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );

describe('repair ticket: share and rating', () => {
  it('says the share was settled from the deposit', () => {
    render(<TicketCost ticket={ticket({})} admin={false} />);
    expect(screen.getByText('Your share: Settled from the deposit')).toBeTruthy();
    expect(screen.queryByText('Your share: Paid')).toBeNull();
  });

  it('a share paid as a charge still reads Paid', () => {
    render(<TicketCost ticket={ticket({ cost: { ...cost, settledFromDeposit: false } })} admin={false} />);
    expect(screen.getByText('Your share: Paid')).toBeTruthy();
  });

  it('shows no empty "Rate the repair" card, and the card with its form when rating is possible', () => {
    const { unmount } = render(<TicketClosing ticket={ticket({})} />);
    expect(screen.queryByText('Rate the repair')).toBeNull();
    unmount();
    render(<TicketClosing ticket={ticket({ can: { confirm: false, rate: true, reopen: false, dispute: false } })} />);
    expect(screen.getByText('Rate the repair')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeTruthy();
  });
});
