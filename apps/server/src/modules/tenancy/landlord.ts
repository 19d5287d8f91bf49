/** The landlord a new contract names (issue 25 §5): the property's registered owner at acceptance. */
import {
  DEFAULT_DEPOSIT_RETURN_DAYS,
  DEFAULT_NOTICE_MONTHS,
  DEFAULT_TERMINATION_TERMS,
  type Landlord,
} from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { properties } from '../../db/schema/index.js';
import type { TenancyPrintTerms } from '../../lib/pdf/tenancy-clauses.js';

export async function findPropertyOwner(db: DbOrTx, propertyId: string): Promise<Landlord | null> {
  const [row] = await db.select({ owner: properties.owner }).from(properties).where(eq(properties.id, propertyId));
  return row?.owner ?? null;
}

/**
 * The landlord a tenancy names: the one its contract recorded at acceptance, else (a contract accepted before owners
 * were recorded, whose agreement names "the registered owner") the property's registered owner.
 */
export async function contractLandlord(
  db: DbOrTx,
  contract: { landlord: Landlord | null; propertyId: string },
): Promise<Landlord | null> {
  return contract.landlord ?? (await findPropertyOwner(db, contract.propertyId));
}

/** A new contract's terms (the columns' defaults): two months' notice, 12-month diplomatic clause, 14 days. */
export const NEW_CONTRACT_TERMS: TenancyPrintTerms = {
  noticeMonths: DEFAULT_NOTICE_MONTHS,
  terminationTerms: DEFAULT_TERMINATION_TERMS,
  depositReturnDays: DEFAULT_DEPOSIT_RETURN_DAYS,
};

/** Admin: sets (or clears, with null) a property's registered owner. New contracts name it; signed ones keep theirs. */
export async function setPropertyOwner(db: DbOrTx, propertyId: string, owner: Landlord | null): Promise<boolean> {
  const updated = await db
    .update(properties)
    .set({ owner })
    .where(eq(properties.id, propertyId))
    .returning({ id: properties.id });
  return updated.length > 0;
}

export async function propertyExists(db: DbOrTx, propertyId: string): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
  return Boolean(row);
}
