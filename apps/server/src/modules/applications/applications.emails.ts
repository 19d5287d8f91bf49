/**
 * E-mails of the application lifecycle; queued in the outbox in the transaction of the change they announce
 * (lib/mailer/outbox.ts), with one dedupe key per application and kind.
 */
import { formatDate, formatRM } from '@sewamudah/shared';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';

interface Recipient {
  /** The application's id. */
  id: string;
  firstname: string;
  email: string;
}

interface Unit {
  propertyName: string;
  roomName: string | null;
}

const unitLabel = (unit: Unit) => (unit.roomName ? `${unit.roomName} at ${unit.propertyName}` : unit.propertyName);

export function acceptedEmail(
  to: Recipient & Unit,
  details: { startDate: string; endDate: string; amountDueRm: number; paymentDueDate: string; signAndPayUrl: string },
): OutboxEmail {
  return {
    kind: 'application-accepted',
    dedupeKey: `application-accepted:${to.id}`,
    to: to.email,
    ...renderEmail({
      subject: `Your application for ${to.propertyName} was accepted`,
      greeting: `Hi ${to.firstname},`,
      paragraphs: [
        `Good news: your application for ${unitLabel(to)} has been accepted. We have reserved it for you.`,
        `Tenancy: ${formatDate(details.startDate)} to ${formatDate(details.endDate)}.`,
        `To confirm, download and sign your tenancy agreement, upload the signed copy and pay the deposit plus the first month's rent (${formatRM(details.amountDueRm)}) by the end of ${formatDate(details.paymentDueDate)}. After that the reservation is released.`,
      ],
      action: { label: 'Sign & Pay', url: details.signAndPayUrl },
    }),
  };
}

export function rejectedEmail(to: Recipient & Unit, listingUrl: string): OutboxEmail {
  return {
    kind: 'application-rejected',
    dedupeKey: `application-rejected:${to.id}`,
    to: to.email,
    ...renderEmail({
      subject: `Update on your application for ${to.propertyName}`,
      greeting: `Hi ${to.firstname},`,
      paragraphs: [
        `Thank you for your interest in ${unitLabel(to)}. Unfortunately your application was not successful this time.`,
        'Other homes are waiting for you: browse the current listings and apply again.',
      ],
      action: { label: 'Browse listings', url: listingUrl },
    }),
  };
}

export function acceptanceExpiredEmail(to: Recipient & Unit, listingUrl: string): OutboxEmail {
  return {
    kind: 'acceptance-expired',
    dedupeKey: `acceptance-expired:${to.id}`,
    to: to.email,
    ...renderEmail({
      subject: `Your reservation of ${to.propertyName} has expired`,
      greeting: `Hi ${to.firstname},`,
      paragraphs: [
        `The deposit for ${unitLabel(to)} was not paid by its deadline, so the reservation has been released and the application cancelled.`,
        'You are welcome to apply again for this or any other property.',
      ],
      action: { label: 'Browse listings', url: listingUrl },
    }),
  };
}
