import { describe, expect, it } from 'vitest';
import { moveInCost, pricePerSqft } from './move-in-cost.js';
import { calculateStampDuty } from './stamp-duty.js';

describe('moveInCost', () => {
  it('adds the security deposit, half a month of utility deposit, the first month and the stamp duty', () => {
    // RM2,500 a month, 2 months' deposit (RM5,000), 12 months: duty = ceil(30,000/250) × RM1 + RM10 = RM130.
    const cost = moveInCost({
      rentSen: 250_000,
      depositSen: 500_000,
      utilityDepositMonths: 0.5,
      termMonths: 12,
      stampDutyPayer: 'tenant',
    });
    expect(cost.lines).toEqual([
      { kind: 'securityDeposit', amountSen: 500_000, payableAtSignAndPay: true },
      { kind: 'utilityDeposit', amountSen: 125_000, payableAtSignAndPay: false },
      { kind: 'firstMonth', amountSen: 250_000, payableAtSignAndPay: true },
      {
        kind: 'stampDuty',
        amountSen: calculateStampDuty({ monthlyRentSen: 250_000, termMonths: 12 }).totalSen,
        payableAtSignAndPay: true,
      },
    ]);
    expect(cost.lines[3]!.amountSen).toBe(13_000);
    expect(cost.totalSen).toBe(500_000 + 125_000 + 250_000 + 13_000);
    expect(cost.signAndPaySen).toBe(500_000 + 250_000 + 13_000);
  });

  it('leaves the stamp duty out when the landlord pays it', () => {
    const cost = moveInCost({
      rentSen: 100_000,
      depositSen: 200_000,
      utilityDepositMonths: 0,
      termMonths: 12,
      stampDutyPayer: 'landlord',
    });
    expect(cost.lines.map((l) => l.kind)).toEqual(['securityDeposit', 'utilityDeposit', 'firstMonth']);
    expect(cost.totalSen).toBe(300_000);
  });
});

describe('pricePerSqft', () => {
  it('divides the rent by the size, to the sen', () => {
    expect(pricePerSqft(2500, 850)).toBe(2.94);
    expect(pricePerSqft(2500, null)).toBeNull();
    expect(pricePerSqft(null, 850)).toBeNull();
  });
});
