import { describe, expect, it } from 'vitest';
import { calculateStampDuty, STAMP_DUTY_RATES, toStampDuty } from './stamp-duty.js';

const duty = (monthlyRm: number, termMonths: number, duplicates?: number) =>
  calculateStampDuty({ monthlyRentSen: Math.round(monthlyRm * 100), termMonths, duplicates });

describe('calculateStampDuty (worked by hand)', () => {
  it('charges RM1 per RM250 of annual rent for a 1-year term, plus RM10 for the duplicate', () => {
    // RM1,000 × 12 = RM12,000 = 48 × RM250 → RM48; + RM10 duplicate = RM58 (no RM2,400 exemption since 2025).
    const result = duty(1000, 12);
    expect(result.annualRentSen).toBe(12_000_00);
    expect(result.units).toBe(48);
    expect(result.lines.map((line) => line.amountSen)).toEqual([48_00, 10_00]);
    expect(result.totalSen).toBe(58_00);
    expect(result.calculation).toBe(
      'RM1,000 × 12 = RM12,000 annual rent; 48 units of RM250 × RM1 (term up to 1 year) = RM48 + 1 × RM10 duplicate = RM58',
    );
  });

  it('counts a part of RM250 as a whole unit', () => {
    // RM1,500.01 × 12 = RM18,000.12 → 72 units and a part = 73 units.
    expect(duty(1500.01, 6).units).toBe(73);
    // Exactly RM18,000 → 72 units.
    expect(duty(1500, 6).units).toBe(72);
    // RM20.84 × 12 = RM250.08 → 2 units; RM20.83 × 12 = RM249.96 → 1 unit.
    expect(duty(20.84, 6).units).toBe(2);
    expect(duty(20.83, 6).units).toBe(1);
  });

  it('no longer exempts an annual rent up to RM2,400', () => {
    // RM200 × 12 = RM2,400 = 9.6 units → 10 × RM1 = RM10, + RM10 duplicate.
    expect(duty(200, 12).totalSen).toBe(20_00);
    expect(STAMP_DUTY_RATES.exemptionRemovedFrom).toBe('2025-01-01');
  });

  it('applies the term bands at exactly 1 year, just over, 3 years and over 3 years', () => {
    // RM2,000 × 12 = RM24,000 = 96 units.
    expect(duty(2000, 1).rateSen).toBe(1_00);
    expect(duty(2000, 12).totalSen).toBe(96_00 + 10_00);
    expect(duty(2000, 13).totalSen).toBe(192_00 + 10_00);
    expect(duty(2000, 36).totalSen).toBe(192_00 + 10_00);
    expect(duty(2000, 37).totalSen).toBe(384_00 + 10_00);
  });

  it('charges RM10 per duplicate copy, none without one', () => {
    expect(duty(1000, 12, 0).lines).toHaveLength(1);
    expect(duty(1000, 12, 0).totalSen).toBe(48_00);
    expect(duty(1000, 12, 3).totalSen).toBe(48_00 + 30_00);
    expect(duty(1000, 12, 3).lines[1]?.label).toBe('3 duplicate copies × RM10');
  });

  it('refuses impossible input', () => {
    expect(() => duty(0, 12)).toThrow(RangeError);
    expect(() => duty(1000, 0)).toThrow(RangeError);
    expect(() => duty(1000, 12, -1)).toThrow(RangeError);
  });

  it('gives the DTO in RM with the payer', () => {
    expect(toStampDuty({ monthlyRentSen: 1_500_00, termMonths: 24 }, 'tenant')).toEqual({
      amount: 154,
      payer: 'tenant',
      lines: [
        {
          label: 'Agreement: 72 × RM250 (or part) of annual rent RM18,000 × RM2 (term over 1 and up to 3 years)',
          amount: 144,
        },
        { label: '1 duplicate copy × RM10', amount: 10 },
      ],
      calculation:
        'RM1,500 × 12 = RM18,000 annual rent; 72 units of RM250 × RM2 (term over 1 and up to 3 years) = RM144 + 1 × RM10 duplicate = RM154',
    });
  });
});
