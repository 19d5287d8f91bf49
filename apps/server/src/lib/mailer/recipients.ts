/** Who an e-mail goes to, read where it is sent: address, first name and stored language (issue 16). */
import type { Language } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface Recipient {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  language: Language;
}

const columns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  language: users.language,
};

export async function findRecipient(tx: DbOrTx, userId: string): Promise<Recipient | undefined> {
  const [row] = await tx.select(columns).from(users).where(eq(users.id, userId));
  return row;
}

/** Every active admin (the team that answers applications). */
export async function listAdminRecipients(tx: DbOrTx): Promise<Recipient[]> {
  return tx
    .select(columns)
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id);
}
