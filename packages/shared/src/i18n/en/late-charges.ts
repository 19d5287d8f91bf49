/** English texts of late charges (issue 24 §3, docs/decisions/0031): the property form's clause, the waiver, history. */
export const enLateCharges = {
  lateChargesUi: {
    form: {
      title: 'Late-payment clause',
      intro:
        'Printed in the agreement of each new tenancy of this property; a late charge is added only under it. Tenancies already accepted keep the clause they signed.',
      type: 'Late charge',
      none: 'None',
      fixed: 'Fixed fee',
      interest: 'Interest',
      noneHint: 'The agreement has no late-payment clause, and no late charge is ever added.',
      fee: 'Late fee',
      feeHint: 'Charged once per overdue rent',
      rate: 'Interest rate (% a year)',
      rateHint: 'Accrued daily; charged when the rent is paid or at month end',
      graceDays: 'Grace days',
      graceHint: 'Days after the due date before it applies',
      cap: 'Cap (% of the overdue rent)',
      capHint: 'Optional',
    },
    waive: {
      action: 'Waive late charge',
      title: 'Waive this late charge?',
      question: 'Waive {record}? The tenant will no longer need to pay it and will see your reason.',
      reason: 'Reason',
      reasonHint: 'The tenant sees this reason.',
      keep: 'Keep charge',
      confirm: 'Waive',
      done: 'Late charge waived',
    },
    history: {
      waivedReason: 'Waived: {reason}',
    },
  },
};
