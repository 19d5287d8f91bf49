/**
 * The deposit settlement statement as a PDF (issue 25 §4, docs/decisions/0038): the tenant (once it is issued) and
 * admins (any statement made); another customer gets 404 as for an unknown tenancy. Always in the tenant's language,
 * like the move-in package: it is the tenant's document, whoever downloads it.
 */
import {
  malaysianBankName,
  todayInMalaysia,
  formatDate,
  tenancyMessages as tm,
  type DepositSettlement,
  type UserInfo,
} from '@sewamudah/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { complaints, properties, rooms, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { renderSettlementPdf } from '../../lib/pdf/settlement-pdf.js';
import { getSettlement } from './settlement.service.js';
import * as repo from './settlement.repository.js';
import { findVisibleTenancy } from './tenancy.service.js';

export async function settlementPdf(deps: AppDeps, user: UserInfo, contractId: string): Promise<Uint8Array> {
  const contract = await findVisibleTenancy(deps, user, contractId);
  const db = deps.database.db;
  const row = await repo.findSettlement(db, contractId);
  if (!row || (user.userType !== 'admin' && row.status === 'draft')) throw notFound(tm.settlementNotFound);
  const settlement = await getSettlement(deps, user, contractId);
  const [tenant] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, language: users.language })
    .from(users)
    .where(eq(users.id, contract.userId));
  const [property] = await db
    .select({ name: properties.name, address: properties.address })
    .from(properties)
    .where(eq(properties.id, contract.propertyId));
  const [room] = contract.roomId
    ? await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, contract.roomId))
    : [];
  return renderSettlementPdf({
    language: tenant?.language === 'ms' ? 'ms' : 'en',
    settlement,
    issuedOn: formatDate(settlement.issuedAt ?? todayInMalaysia(deps.clock())),
    tenantName: tenant ? `${tenant.firstname} ${tenant.lastname}`.trim() : '',
    propertyName: property?.name ?? '',
    address: property?.address ?? '',
    roomName: room?.name ?? null,
    startDate: contract.startDate,
    bankName: settlement.refundAccount ? malaysianBankName(settlement.refundAccount.bank) : null,
    tickets: await evidenceTickets(deps, settlement),
  });
}

/** An admin's evidence id is free text: only a UUID can name a ticket. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The maintenance tickets the deductions cite as evidence: their titles and dates (Malaysia) for the PDF. */
async function evidenceTickets(deps: AppDeps, settlement: DepositSettlement) {
  const ids = [
    ...new Set(
      settlement.deductions.flatMap((x) =>
        x.evidence.flatMap((e) => (e.kind === 'maintenance' && e.id && UUID.test(e.id) ? [e.id] : [])),
      ),
    ),
  ];
  if (ids.length === 0) return {};
  const rows = await deps.database.db
    .select({ id: complaints.id, title: complaints.title, createdAt: complaints.createdAt })
    .from(complaints)
    .where(and(inArray(complaints.id, ids), eq(complaints.contractId, settlement.contractId)));
  return Object.fromEntries(
    rows.map((r) => [r.id, { title: r.title, date: formatDate(todayInMalaysia(r.createdAt)) }]),
  );
}
