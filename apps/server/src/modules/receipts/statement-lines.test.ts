/** Statement lines name a charge's type once (issue 23: "Other Fees: Other fees: Stamp duty…"). */
import { STAMP_DUTY_CHARGE_DESCRIPTION } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { buildEntries } from './statement.js';

type Rows = Parameters<typeof buildEntries>[1];
type ChargeRow = Rows['charges'][number];

const contract = { startDate: '2030-01-15', endDate: '2031-01-14' };
const charge = (id: string, fields: Partial<ChargeRow>): ChargeRow =>
  ({
    id,
    type: 'Other Fees',
    amountSen: 1000,
    dueDate: '2030-03-01',
    createdAt: new Date('2030-02-01T02:00:00Z'),
    periodMonth: null,
    description: null,
    ...fields,
  }) as ChargeRow;

const rows: Rows = {
  charges: [
    charge('stamp', { description: STAMP_DUTY_CHARGE_DESCRIPTION }),
    charge('key', { description: 'Key copy' }),
    charge('bare', {}),
    charge('rent', { type: 'Monthly Rental', periodMonth: 2, dueDate: '2030-02-15' }),
  ],
  payments: [],
  refunds: [],
};

const lines = (language: 'en' | 'ms') =>
  Object.fromEntries(buildEntries(contract, rows, language).map((e) => [e.reference, e.description]));

describe('statement charge lines', () => {
  it('say the type once, then the description (EN)', () => {
    const en = lines('en');
    expect(en.stamp).toBe('Other Fees: Stamp duty on the tenancy agreement (LHDN), due 01/03/2030');
    expect(en.key).toBe('Other Fees: Key copy, due 01/03/2030');
    expect(en.bare).toBe('Other Fees, due 01/03/2030');
    expect(en.rent).toBe('Monthly Rental: Rent for month 2: 15/02/2030 to 14/03/2030, due 15/02/2030');
  });

  it('say the type once in BM too, the stamp duty in BM', () => {
    const ms = lines('ms');
    expect(ms.stamp).toBe('Caj Lain: Duti setem Perjanjian Penyewaan (LHDN), tarikh akhir 01/03/2030');
    expect(ms.key).toBe('Caj Lain: Key copy, tarikh akhir 01/03/2030');
    expect(ms.bare).toBe('Caj Lain, tarikh akhir 01/03/2030');
  });
});
