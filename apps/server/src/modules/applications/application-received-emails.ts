/**
 * The e-mails of a new application (issue 23): "application received" to the applicant and a new-application
 * alert to every active admin, each in the recipient's stored language, queued in the transaction that inserts
 * the application (lib/mailer/outbox.ts), one dedupe key per application and recipient.
 */
import { formatDate } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import { findRecipient, listAdminRecipients } from '../../lib/mailer/recipients.js';
import { renderEmail } from '../../lib/mailer/templates.js';

export interface NewApplication {
  id: string;
  applicantId: string;
  propertyId: string;
  propertyName: string;
  roomName: string | null;
  startDate: string;
  endDate: string;
  stayLength: number;
}

export async function enqueueNewApplicationEmails(tx: DbOrTx, publicUrl: string, app: NewApplication): Promise<void> {
  const applicant = await findRecipient(tx, app.applicantId);
  if (!applicant) return;
  const unitIn = (t: ReturnType<typeof translator>) =>
    app.roomName ? t('email.unit', { room: app.roomName, property: app.propertyName }) : app.propertyName;
  const start = formatDate(app.startDate);
  const end = formatDate(app.endDate);

  const t = translator(applicant.language);
  await enqueueEmail(tx, {
    kind: 'application-received',
    dedupeKey: `application-received:${app.id}`,
    to: applicant.email,
    ...renderEmail({
      language: applicant.language,
      subject: t('lifecycleMail.applicationReceived.subject', { property: app.propertyName }),
      greeting: t('email.greeting', { name: applicant.firstname }),
      paragraphs: [
        t('lifecycleMail.applicationReceived.intro', { unit: unitIn(t), start, end, months: app.stayLength }),
        t('lifecycleMail.applicationReceived.next'),
      ],
      action: { label: t('lifecycleMail.applicationReceived.action'), url: `${publicUrl}/application` },
    }),
  });

  const tenant = `${applicant.firstname} ${applicant.lastname}`.trim();
  for (const admin of await listAdminRecipients(tx)) {
    const ta = translator(admin.language);
    await enqueueEmail(tx, {
      kind: 'application-new',
      dedupeKey: `application-new:${app.id}:${admin.id}`,
      to: admin.email,
      ...renderEmail({
        language: admin.language,
        subject: ta('lifecycleMail.newApplication.subject', { property: app.propertyName }),
        greeting: ta('email.greeting', { name: admin.firstname }),
        paragraphs: [
          ta('lifecycleMail.newApplication.intro', { tenant, email: applicant.email, unit: unitIn(ta), start, end }),
          ta('lifecycleMail.newApplication.next'),
        ],
        action: {
          label: ta('lifecycleMail.newApplication.action'),
          url: `${publicUrl}/manage-properties/applications/${app.propertyId}`,
        },
      }),
    });
  }
}
