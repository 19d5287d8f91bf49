/** Payment History showed "Other Fees" without what the fee is for (issue 23). */
import { screen } from '@testing-library/react';
import { STAMP_DUTY_CHARGE_DESCRIPTION, type Transaction } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { transactionColumns } from './transaction-columns';

const charge = (description: string | null) => ({ type: 'Other Fees', description }) as Transaction;
/** The cell's text. */
const renderType = (row: Transaction) => {
  renderWithTheme(<div data-testid="cell">{transactionColumns().type.render(row)}</div>);
  return screen.getByTestId('cell').textContent;
};

afterEach(() => activateCatalogue('en', en));

describe('the Type column', () => {
  it('shows an Other Fees charge’s description under its type', () => {
    expect(renderType(charge('Key copy'))).toBe('Other FeesKey copy');
    expect(screen.getByText('Key copy')).toBeTruthy();
  });

  it('names the stamp duty in the active language', () => {
    activateCatalogue('ms', ms);
    const text = renderType(charge(STAMP_DUTY_CHARGE_DESCRIPTION));
    expect(text).toContain('Caj Lain');
    expect(text).not.toContain(STAMP_DUTY_CHARGE_DESCRIPTION);
    expect(text).toMatch(/[Dd]uti setem/);
  });

  it('shows the type alone when there is no description', () => {
    expect(renderType(charge(null))).toBe('Other Fees');
  });
});

/** ADR 0031: the tenant sees a waived late charge as Waived, with the admin's reason. */
describe('the Status column of a late charge', () => {
  const late = (waiver: Transaction['waiver']) =>
    ({
      type: 'Late Charge',
      status: waiver ? 'Cancelled' : 'Pending',
      isOverdue: false,
      description: null,
      refundedAmount: 0,
      waiver,
    }) as Transaction;
  const renderStatus = (row: Transaction) => {
    renderWithTheme(<div data-testid="status">{transactionColumns().status.render(row)}</div>);
    return screen.getByTestId('status').textContent;
  };

  it('says Waived and why, in BM too', () => {
    expect(renderStatus(late({ waivedAt: '2031-03-10T02:00:00.000Z', reason: 'First late payment' }))).toBe(
      'WaivedWaived: First late payment',
    );
    activateCatalogue('ms', ms);
    expect(renderType(late(null))).toBe('Caj Lewat Bayar');
  });

  it('shows an unwaived late charge as Pending, without a reason', () => {
    expect(renderStatus(late(null))).toBe('Pending');
  });
});
