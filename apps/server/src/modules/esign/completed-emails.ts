/**
 * "Agreement completed" (issue 23): once countersigned and sealed, the tenant and the admin who countersigned are
 * told, each in their stored language, with the link to where the sealed PDF is downloaded and the public
 * verification link. Queued in the transaction that records the completion.
 */
import { translator, type MessageKey } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import { findRecipient } from '../../lib/mailer/recipients.js';
import { renderEmail } from '../../lib/mailer/templates.js';

export async function enqueueAgreementCompletedEmails(
  tx: DbOrTx,
  publicUrl: string,
  agreement: { contractId: string; tenantId: string; adminId: string; place: string; verifyCode: string },
): Promise<void> {
  const tenant = await findRecipient(tx, agreement.tenantId);
  const admin = await findRecipient(tx, agreement.adminId);
  if (!tenant) return;
  const verifyUrl = `${publicUrl}/verify/${agreement.verifyCode}`;
  const parties: { to: typeof tenant; action: MessageKey; url: string }[] = [
    { to: tenant, action: 'lifecycleMail.agreementCompleted.actionTenant' as const, url: `${publicUrl}/contract` },
    ...(admin
      ? [
          {
            to: admin,
            action: 'lifecycleMail.agreementCompleted.actionAdmin' as const,
            url: `${publicUrl}/manage-contracts`,
          },
        ]
      : []),
  ];
  for (const { to, action, url } of parties) {
    const t = translator(to.language);
    await enqueueEmail(tx, {
      kind: 'agreement-completed',
      dedupeKey: `agreement-completed:${agreement.contractId}:${to.id}`,
      to: to.email,
      ...renderEmail({
        language: to.language,
        subject: t('lifecycleMail.agreementCompleted.subject', { place: agreement.place }),
        greeting: t('email.greeting', { name: to.firstname }),
        paragraphs: [
          t('lifecycleMail.agreementCompleted.intro', {
            place: agreement.place,
            tenant: `${tenant.firstname} ${tenant.lastname}`.trim(),
          }),
          t('lifecycleMail.agreementCompleted.download'),
          t('lifecycleMail.agreementCompleted.verify', { verifyUrl }),
        ],
        action: { label: t(action), url },
      }),
    });
  }
}
