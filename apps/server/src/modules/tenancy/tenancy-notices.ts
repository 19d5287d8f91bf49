/** What the tenancy lifecycle notifies (ADR 0029: notify in the change's transaction; texts `notice.<kind>`). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, type NoticeValue } from '../../db/schema/index.js';
import { notify } from '../notifications/notify.js';

/** The web page of a tenancy (timeline, notice, renewal, settlement). */
export const tenancyLink = (contractId: string) => `/tenancy/${contractId}`;

type TenancyNoticeKind =
  | 'settlementIssued'
  | 'settlementAnswered'
  | 'depositRefunded'
  | 'depositAccountNeeded'
  | 'tenancyNoticeGiven'
  | 'renewalReminder'
  | 'renewalOffered'
  | 'renewalAnswered';

export async function notifySettlement(
  tx: DbOrTx,
  userId: string,
  contractId: string,
  kind: TenancyNoticeKind,
  values: Record<string, NoticeValue>,
  dedupe = `${kind}:${contractId}`,
) {
  await notify(tx, {
    userId,
    category: 'tenancy',
    kind,
    values,
    link: tenancyLink(contractId),
    dedupeKey: dedupe,
  });
}

/** Every admin (the managing agent's staff) is told; bounded by the number of admin accounts. */
export async function notifyAdmins(
  tx: DbOrTx,
  contractId: string,
  kind: TenancyNoticeKind,
  values: Record<string, NoticeValue>,
  dedupe: string,
) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).limit(50);
  for (const admin of admins) {
    await notifySettlement(tx, admin.id, contractId, kind, values, `${dedupe}:${admin.id}`);
  }
}
