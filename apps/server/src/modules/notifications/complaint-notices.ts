/** The customer's notification of their complaint's new status (issue 24 §1), with its e-mail (issue 23). */
import type { DbOrTx } from '../../db/client.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { specValue } from './notices.js';
import { notify } from './notify.js';

export const notifyComplaintStatus = (
  tx: DbOrTx,
  complaint: { id: string; userId: string; title: string },
  status: string,
  email?: OutboxEmail,
) =>
  notify(tx, {
    userId: complaint.userId,
    category: 'complaints',
    kind: 'complaintStatus',
    values: { title: complaint.title, status: specValue('status', status) },
    link: '/complaint',
    dedupeKey: `complaint-status:${complaint.id}:${status}`,
    ...(email ? { email } : {}),
  });
