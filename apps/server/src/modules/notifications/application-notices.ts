/** The applicant's notifications of a decision (issue 24 §1), each carrying the decision's e-mail as before. */
import { formatDate } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { notify } from './notify.js';

interface Decided {
  id: string;
  userId: string;
  propertyName: string;
  roomName: string | null;
}

const placeOf = (row: Decided) => (row.roomName ? `${row.roomName}, ${row.propertyName}` : row.propertyName);

export const notifyApplicationRejected = (tx: DbOrTx, row: Decided, email: OutboxEmail) =>
  notify(tx, {
    userId: row.userId,
    category: 'applications',
    kind: 'applicationRejected',
    values: { place: placeOf(row) },
    link: '/application',
    dedupeKey: `application-rejected:${row.id}`,
    email,
  });

export const notifyApplicationAccepted = (
  tx: DbOrTx,
  row: Decided,
  accepted: { contractId: string; paymentDueDate: string },
  email: OutboxEmail,
) =>
  notify(tx, {
    userId: row.userId,
    category: 'applications',
    kind: 'applicationAccepted',
    values: { place: placeOf(row), date: formatDate(accepted.paymentDueDate) },
    link: `/application/sign-and-pay/${accepted.contractId}`,
    dedupeKey: `application-accepted:${row.id}`,
    email,
  });
