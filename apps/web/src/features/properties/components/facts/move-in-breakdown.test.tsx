import { screen } from '@testing-library/react';
import type { MoveInCost } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { MoveInBreakdown } from './move-in-breakdown';

const cost: MoveInCost = {
  lines: [
    { kind: 'securityDeposit', amount: 5000, payableAtSignAndPay: true },
    { kind: 'utilityDeposit', amount: 1250, payableAtSignAndPay: false },
    { kind: 'firstMonth', amount: 2500, payableAtSignAndPay: true },
    { kind: 'stampDuty', amount: 130, payableAtSignAndPay: true },
  ],
  total: 8880,
  signAndPay: 7630,
  termMonths: 12,
};

describe('MoveInBreakdown', () => {
  it('lists every line, marks the utility deposit as due at handover and states both totals', () => {
    renderWithTheme(<MoveInBreakdown cost={cost} />);
    const section = screen.getByRole('region', { name: 'What it costs to move in' });
    const text = section.textContent ?? '';
    expect(text).toContain('Security deposit');
    expect(text).toContain('RM5,000');
    expect(text).toContain('Utility depositDue at key handover');
    expect(text).toContain("First month's rent");
    expect(text).toContain('Stamp duty');
    expect(section.querySelector('[data-move-in-total]')?.textContent).toBe('RM8,880');
    expect(text).toContain('Paid at Sign & Pay: RM7,630 For a 12-month tenancy.');
  });
});
