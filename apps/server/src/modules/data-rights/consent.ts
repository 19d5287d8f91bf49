/**
 * Whether the applicant withdrew the consent of an application (issue 27 §4, ADR 41). Read from the database on
 * every screening request, never cached: a withdrawal answered on one replica closes the admins' access on all.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applicationEvents } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { dataRightsText } from './data-rights.texts.js';
import { CONSENT_WITHDRAWN } from './data-rights.repository.js';

export async function isConsentWithdrawn(db: DbOrTx, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, CONSENT_WITHDRAWN)))
    .limit(1);
  return Boolean(row);
}

/** Admins open nothing of an application whose consent was withdrawn (404: its screening is no longer shared). */
export async function assertAdminMayReadScreening(db: DbOrTx, userType: string, applicationId: string) {
  if (userType === 'admin' && (await isConsentWithdrawn(db, applicationId))) {
    throw new AppError(404, dataRightsText('consentWithdrawn'), { code: 'CONSENT_WITHDRAWN' });
  }
}
