/** E-mails of the application lifecycle; always sent after the transaction committed. */
import { formatDate, formatRM } from '@sewamudah/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer/index.js';
import { renderEmail } from '../../lib/mailer/templates.js';

interface Recipient {
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
) {
  return {
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

export function rejectedEmail(to: Recipient & Unit, listingUrl: string) {
  return {
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

export function acceptanceExpiredEmail(to: Recipient & Unit, listingUrl: string) {
  return {
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

/** Sends each message; a failed send is logged, never undoes the committed change. */
export async function sendAll(
  mailer: Mailer,
  log: FastifyBaseLogger,
  messages: { to: string; subject: string; text: string; html: string }[],
): Promise<void> {
  await Promise.all(
    messages.map((message) =>
      mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'e-mail failed')),
    ),
  );
}
