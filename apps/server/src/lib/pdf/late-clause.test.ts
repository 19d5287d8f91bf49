/**
 * The agreement prints the contract's late-payment clause (docs/decisions/0031) as clause 4.3, in EN and BM, with its
 * numbers; a contract without one prints no late clause; contracts signed before keep their words.
 */
import { SIGNED_LEGACY_LATE_CLAUSE, type AgreementContent, type LatePaymentClause } from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { describe, expect, it } from 'vitest';
import { buildAgreementContent } from './agreement-content.js';
import { buildContractTerms, type ContractPdfInput } from './contract-terms.js';

const input = (latePaymentClause?: LatePaymentClause): ContractPdfInput => ({
  contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
  generatedOn: '2026-11-22',
  landlord: { name: 'SewaMudah Sdn. Bhd.', email: 'hello@sewamudah.my', phone: '0312345678', address: 'KL' },
  tenant: { name: 'Aisyah', email: 'aisyah@example.com', phone: '0123456789' },
  property: { name: 'Residensi Denda', address: 'Jalan 1, Kuala Lumpur', type: 'Unit Rental' },
  roomName: null,
  startDate: '2026-12-15',
  endDate: '2027-06-14',
  stayLengthMonths: 6,
  monthlyRentRm: 1500,
  depositRm: 3000,
  ...(latePaymentClause ? { latePaymentClause } : {}),
});

/** Clause 4's paragraphs as `label text`. */
function rentClauses(clause: LatePaymentClause | undefined, language: 'en' | 'ms'): string[] {
  const content: AgreementContent = buildAgreementContent(buildContractTerms(input(clause), (v) => v, language));
  const section = content.sections.find((s) => s.number === '4')!;
  return section.blocks.map((block) =>
    block.type === 'paragraph' ? `${block.label} ${block.runs.map((r) => r.text).join('')}` : '',
  );
}

describe('clause 4.3, the late-payment clause', () => {
  it('prints a fixed fee with its grace days and cap, in English and in BM', () => {
    const fixed: LatePaymentClause = { type: 'fixed', feeSen: 5000, graceDays: 3, capPercent: 10 };
    expect(rentClauses(fixed, 'en')[2]).toBe(
      '4.3 Rent not paid within 3 days of its due date is overdue. The Landlord may send a written reminder and charges a late fee of RM50, once, for each overdue instalment. A late charge never exceeds 10% of the overdue amount.',
    );
    expect(rentClauses(fixed, 'ms')[2]).toBe(
      '4.3 Sewa yang tidak dibayar dalam tempoh 3 hari dari tarikh ia kena dibayar adalah tertunggak. Tuan Rumah boleh menghantar peringatan bertulis dan mengenakan fi lewat bayar sebanyak RM50, sekali, bagi setiap ansuran yang tertunggak. Caj lewat bayar tidak melebihi 10% daripada amaun tertunggak.',
    );
  });

  it('prints interest a year from the end of the grace days, with its rate', () => {
    const interest: LatePaymentClause = {
      type: 'interest',
      ratePercent: 10.5,
      graceDays: 5,
      capPercent: null,
      accrueFrom: 'grace_end',
    };
    const [en] = rentClauses(interest, 'en').slice(2);
    expect(en).toContain('within 5 days of its due date is overdue');
    expect(en).toContain(
      'interest on the overdue amount at 10.5% per annum, calculated daily from the end of those 5 days',
    );
    expect(en).toContain('when the Rent is paid, or at the end of that month');
    const [ms] = rentClauses(interest, 'ms').slice(2);
    expect(ms).toContain('pada kadar 10.5% setahun, dikira setiap hari dari tamat tempoh 5 hari tersebut');
  });

  it('keeps, word for word, the clause contracts signed before it became data', () => {
    expect(rentClauses(SIGNED_LEGACY_LATE_CLAUSE, 'en')[2]).toBe(
      `4.3 ${translate('en', 'agreementDoc.clauses.overdue')}`,
    );
    expect(rentClauses(SIGNED_LEGACY_LATE_CLAUSE, 'ms')[2]).toBe(
      `4.3 ${translate('ms', 'agreementDoc.clauses.overdue')}`,
    );
  });

  it('prints no late clause for a contract without one: clause 4 runs 4.1 to 4.4', () => {
    for (const language of ['en', 'ms'] as const) {
      const clauses = rentClauses({ type: 'none' }, language);
      expect(clauses.map((c) => c.split(' ')[0])).toEqual(['4.1', '4.2', '4.3', '4.4']);
      expect(clauses.join(' ')).not.toMatch(/interest|late fee|faedah|lewat bayar/i);
    }
    expect(rentClauses(undefined, 'en')).toHaveLength(4);
  });
});
