/** The agreement's late-payment clause (4.3) from the contract's data (docs/decisions/0031). */
import { formatRM, SIGNED_LEGACY_LATE_CLAUSE, type AgreementRun, type LatePaymentClause } from '@sewamudah/shared';
import type { AgreementText } from './agreement-runs.js';
import { t } from './agreement-runs.js';

const sameClause = (a: LatePaymentClause, b: LatePaymentClause) => JSON.stringify(a) === JSON.stringify(b);

/** `8`, `10.5`: a rate as the clause prints it. */
export const formatRate = (ratePercent: number): string => String(Math.round(ratePercent * 100) / 100);

/** The clause's runs, or null for a contract without a late-payment clause (it then prints none). */
export function lateClauseRuns(clause: LatePaymentClause, runs: AgreementText['runs']): AgreementRun[] | null {
  if (clause.type === 'none') return null;
  let main: AgreementRun[];
  if (clause.type === 'fixed') {
    main = runs('agreementDoc.clauses.lateFixed', { graceDays: clause.graceDays, fee: formatRM(clause.feeSen / 100) });
  } else if (sameClause(clause, SIGNED_LEGACY_LATE_CLAUSE)) {
    // Word for word what contracts accepted before issue 24 were signed with.
    main = runs('agreementDoc.clauses.overdue');
  } else {
    const key =
      clause.accrueFrom === 'due_date'
        ? 'agreementDoc.clauses.lateInterestFromDue'
        : 'agreementDoc.clauses.lateInterest';
    main = runs(key, { graceDays: clause.graceDays, rate: formatRate(clause.ratePercent) });
  }
  if (clause.capPercent === null) return main;
  return [...main, t(' '), ...runs('agreementDoc.clauses.lateCap', { cap: clause.capPercent })];
}
