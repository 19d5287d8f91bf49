/**
 * The complainant's e-mails (issue 23): their complaint is being handled, and it has been handled (with what was
 * done), in their stored language, sent with the status notification in the transaction of the change.
 */
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { findRecipient } from '../../lib/mailer/recipients.js';
import { renderEmail } from '../../lib/mailer/templates.js';

export async function complaintStatusEmail(
  tx: DbOrTx,
  publicUrl: string,
  complaint: { id: string; userId: string; title: string },
  status: string,
  resolutionDetails: string | null,
): Promise<OutboxEmail | undefined> {
  const to = await findRecipient(tx, complaint.userId);
  if (!to) return undefined;
  const t = translator(to.language);
  const started = status === 'In Handling';
  const key = started ? 'complaintStarted' : 'complaintFinished';
  return {
    kind: started ? 'complaint-started' : 'complaint-finished',
    dedupeKey: `${started ? 'complaint-started' : 'complaint-finished'}:${complaint.id}`,
    to: to.email,
    ...renderEmail({
      language: to.language,
      subject: t(`lifecycleMail.${key}.subject`, { title: complaint.title }),
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [
        t(`lifecycleMail.${key}.intro`, { title: complaint.title }),
        started
          ? t('lifecycleMail.complaintStarted.next')
          : resolutionDetails
            ? t('lifecycleMail.complaintFinished.resolution', { details: resolutionDetails })
            : null,
      ].filter((p): p is string => p !== null),
      action: { label: t(`lifecycleMail.${key}.action`), url: `${publicUrl}/complaint` },
    }),
  };
}
