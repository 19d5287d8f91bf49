/**
 * What the deposit settlement's money tells the tenant (ADR 0038, ADR 0029): a refund that waits for their bank
 * account. Sent once per tenancy (one dedupe key for the notification and its e-mail), in the tenant's language,
 * in the transaction that moves the statement to `awaiting_transfer`.
 */
import { formatRM, senToRm, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contracts, properties, rooms, users } from '../../db/schema/index.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { notify } from '../notifications/notify.js';
import { tenancyLink } from './tenancy-notices.js';

export const accountNeededKey = (contractId: string) => `deposit-account-needed:${contractId}`;

/** Tells the tenant that the balance goes by bank transfer and waits for their account (once per tenancy). */
export async function notifyAccountNeeded(
  tx: DbOrTx,
  input: { contractId: string; balanceSen: number; publicUrl: string },
): Promise<void> {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .where(eq(contracts.id, input.contractId))
    .limit(1);
  if (!row) return;
  const language: Language = row.language;
  const t = translator(language);
  const amount = senToRm(input.balanceSen);
  const place = row.roomName ? `${row.propertyName} · ${row.roomName}` : row.propertyName;
  const dedupeKey = accountNeededKey(input.contractId);
  const email: OutboxEmail = {
    kind: 'deposit-account-needed',
    dedupeKey,
    to: row.email,
    ...renderEmail({
      language,
      subject: t('settlementDoc.accountMail.subject'),
      greeting: t('email.greeting', { name: row.firstname }),
      paragraphs: [
        t('settlementDoc.accountMail.intro', { place, amount: formatRM(amount) }),
        t('settlementDoc.accountMail.next'),
      ],
      action: {
        label: t('settlementDoc.accountMail.action'),
        url: `${input.publicUrl}${tenancyLink(input.contractId)}`,
      },
    }),
  };
  await notify(tx, {
    userId: row.userId,
    category: 'tenancy',
    kind: 'depositAccountNeeded',
    values: { amount: formatRM(amount) },
    link: tenancyLink(input.contractId),
    dedupeKey,
    email,
  });
}
