/** Audit rows → the API's AuditEvent. */
import type { AuditEvent } from '@sewamudah/shared';
import type { AgreementEventRow } from './esign.repository.js';

export const toAuditEvent = (row: AgreementEventRow): AuditEvent => ({
  seq: row.seq,
  type: row.type,
  version: row.version,
  userId: row.userId,
  name: row.userName,
  email: row.userEmail,
  at: row.createdAt.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
  hashBefore: row.hashBefore,
  hashAfter: row.hashAfter,
});
