/**
 * English texts of autopay mandates (issue 24 §4, docs/decisions/0033).
 * - `mandateServer`: the server's answers (the English of `mandateMessages`, formatted ones read back by localizeText).
 * - `autopayMail`: what the pre-debit notice and failure e-mails add to the notification's own text (server only).
 * - `autopayUi`: the tenant's Autopay card and the admin's list of a contract's mandates.
 */
import { mandateMessages } from '../../payment-mandates.js';

export const enAutopay = {
  mandateServer: { ...mandateMessages },
  autopayMail: {
    manage: 'You can skip this month, pay now, pause or stop autopay at any time in Payment History.',
    payLink: 'Pay now',
    openAutopay: 'Open autopay',
  },
  autopayReason: {
    declined: 'your bank declined the payment',
    authentication: 'your bank asked for an authentication that autopay cannot give',
  },
  autopayUi: {
    title: 'Autopay',
    intro:
      'Let SewaMudah pay this tenancy’s rent from your saved card. You are told 3 days before every payment and can skip a month, pause or stop at any time.',
    setUp: 'Turn on autopay',
    cap: 'Monthly cap (RM)',
    capHelp:
      'Autopay never pays more than this in one charge; a larger charge is left for you to pay. Default: the rent.',
    payDay: 'Day to pay',
    payDayOption:
      '{days, plural, =0 {On the due date} one {# day before the due date} other {# days before the due date}}',
    consent:
      'I authorise SewaMudah to charge this card for the charges of this tenancy, up to the monthly cap, until I pause or stop autopay or the tenancy ends.',
    consentRequired: 'Please tick the box to give your consent.',
    cardTitle: 'Card to save',
    saveCard: 'Save card and turn on',
    confirming: 'Confirming your card…',
    status: 'Status',
    statusValue: {
      pending: 'Waiting for your card',
      active: 'On',
      paused: 'Paused',
      revoked: 'Stopped',
      ended: 'Ended',
    },
    card: 'Card',
    cardValue: '{brand} ending {last4}',
    capValue: 'Up to {amount} a charge',
    next: 'Next payment',
    nextValue: '{amount} on {date}',
    nextSkipped: '{amount} due {date}: skipped this month',
    nextOverCap: '{amount} due {date} is above your cap: please pay it yourself',
    nothingNext: 'No unpaid charge yet.',
    pause: 'Pause',
    resume: 'Resume',
    revoke: 'Stop autopay',
    revokeConfirm: 'Stop autopay for {place}? Your saved card will not be charged again for this tenancy.',
    skip: 'Skip this month',
    payNow: 'Pay now',
    finishSetup: 'Finish setting up',
    paused: 'Autopay paused.',
    resumed: 'Autopay resumed.',
    revoked: 'Autopay stopped.',
    skipped: 'This month’s autopay payment is skipped.',
    paidNow: 'Paid. Your receipt is in Payment History.',
    payNowFailed: 'Your card was not charged: {reason}. You can pay with FPX online banking instead.',
    activated: 'Autopay is on.',
    attempts: 'Autopay payments',
    attempt: {
      pending: 'In progress',
      succeeded: 'Paid',
      declined: 'Declined',
      authentication_required: 'Bank authentication needed',
      not_needed: 'Not needed (already paid)',
      skipped: 'Skipped',
      over_cap: 'Above cap',
    },
    tryNumber: 'Try {n}',
    cancel: 'Cancel',
    adminTitle: 'Autopay mandates',
    adminEmpty: 'This tenancy has no autopay mandate.',
    tenant: 'Tenant',
    since: 'Since',
  },
};
