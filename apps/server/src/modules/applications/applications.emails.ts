/**
 * E-mails of the application lifecycle; queued in the outbox in the transaction of the change they announce
 * (lib/mailer/outbox.ts), with one dedupe key per application and kind, in the applicant's stored language
 * (`users.language`, issue 16).
 */
import { formatDate, formatRM, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';

interface Recipient {
  /** The application's id. */
  id: string;
  firstname: string;
  email: string;
  /** The applicant's language; English when a caller does not know it. */
  language?: Language;
}

interface Unit {
  propertyName: string;
  roomName: string | null;
}

type Translate = ReturnType<typeof translator>;

const unitLabel = (t: Translate, unit: Unit) =>
  unit.roomName ? t('email.unit', { room: unit.roomName, property: unit.propertyName }) : unit.propertyName;

export function acceptedEmail(
  to: Recipient & Unit,
  details: {
    startDate: string;
    endDate: string;
    amountDueRm: number;
    /** The agreement's stamp duty when the tenant pays it (ADR 0014): stated with the amount due (issue 23). */
    stampDutyRm?: number | null;
    paymentDueDate: string;
    signAndPayUrl: string;
  },
): OutboxEmail {
  const language = to.language ?? 'en';
  const t = translator(language);
  return {
    kind: 'application-accepted',
    dedupeKey: `application-accepted:${to.id}`,
    to: to.email,
    ...renderEmail({
      language,
      subject: t('email.accepted.subject', { property: to.propertyName }),
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [
        t('email.accepted.intro', { unit: unitLabel(t, to) }),
        t('email.accepted.tenancy', { start: formatDate(details.startDate), end: formatDate(details.endDate) }),
        details.stampDutyRm
          ? t('email.accepted.nextStepsWithStampDuty', {
              amount: formatRM(details.amountDueRm),
              stampDuty: formatRM(details.stampDutyRm),
              total: formatRM(details.amountDueRm + details.stampDutyRm),
              date: formatDate(details.paymentDueDate),
            })
          : t('email.accepted.nextSteps', {
              amount: formatRM(details.amountDueRm),
              date: formatDate(details.paymentDueDate),
            }),
      ],
      action: { label: t('email.accepted.action'), url: details.signAndPayUrl },
    }),
  };
}

export function rejectedEmail(to: Recipient & Unit, listingUrl: string): OutboxEmail {
  const language = to.language ?? 'en';
  const t = translator(language);
  return {
    kind: 'application-rejected',
    dedupeKey: `application-rejected:${to.id}`,
    to: to.email,
    ...renderEmail({
      language,
      subject: t('email.rejected.subject', { property: to.propertyName }),
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [t('email.rejected.body', { unit: unitLabel(t, to) }), t('email.rejected.browse')],
      action: { label: t('email.browseListings'), url: listingUrl },
    }),
  };
}

export function acceptanceExpiredEmail(to: Recipient & Unit, listingUrl: string): OutboxEmail {
  const language = to.language ?? 'en';
  const t = translator(language);
  return {
    kind: 'acceptance-expired',
    dedupeKey: `acceptance-expired:${to.id}`,
    to: to.email,
    ...renderEmail({
      language,
      subject: t('email.expired.subject', { property: to.propertyName }),
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [t('email.expired.body', { unit: unitLabel(t, to) }), t('email.expired.applyAgain')],
      action: { label: t('email.browseListings'), url: listingUrl },
    }),
  };
}
