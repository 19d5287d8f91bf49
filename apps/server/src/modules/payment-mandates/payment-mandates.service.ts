/**
 * Autopay mandates (issue 24 §4, docs/decisions/0033): set up (a SetupIntent the browser confirms, then the
 * confirmation step), seen by the tenant and admins, paused, resumed and revoked by the tenant, who may also skip a
 * month or pay now. Only the tenant of the contract acts on it; another customer gets 404, an admin only reads.
 * Provider calls are made outside database transactions; state changes take the mandate's row lock.
 */
import {
  fillMandateMessage,
  formatRM,
  mandateMessages as m,
  rmToSen,
  senToRm,
  todayInMalaysia,
  type CreateMandateBody,
  type CreateMandateResponse,
  type Language,
  type MandateChargeBody,
  type PaymentMandate,
  type UserInfo,
} from '@sewamudah/shared';
import { translate, type MessageKey } from '@sewamudah/shared/i18n';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { MandateSetup } from '../../lib/payments/mandates.js';
import type { PaymentsEnv } from '../transactions/payments.service.js';
import * as txRepo from '../transactions/transactions.repository.js';
import { claimCharge, endMandate, executeAttempt } from './autopay-run.js';
import { toMandateDto } from './payment-mandates.mapper.js';
import * as repo from './payment-mandates.repository.js';
import type { MandateRow } from './payment-mandates.repository.js';

const isAdmin = (user: UserInfo) => user.userType === 'admin';

async function dtoOf(env: PaymentsEnv, id: string): Promise<PaymentMandate> {
  const db = env.deps.database.db;
  const detail = await repo.findMandateDetail(db, id);
  if (!detail) throw notFound(m.notFound);
  return toMandateDto(db, detail);
}

/** The caller's own mandate (admins: any, to read); another customer's is 404. */
async function visibleMandate(env: PaymentsEnv, user: UserInfo, id: string) {
  const detail = await repo.findMandateDetail(env.deps.database.db, id);
  if (!detail || (!isAdmin(user) && detail.mandate.userId !== user.userId)) throw notFound(m.notFound);
  return detail;
}

export async function getMandate(env: PaymentsEnv, user: UserInfo, id: string): Promise<PaymentMandate> {
  const detail = await visibleMandate(env, user, id);
  return toMandateDto(env.deps.database.db, detail);
}

export async function listMandates(
  env: PaymentsEnv,
  user: UserInfo,
  query: { contractId?: string | undefined; page?: number | undefined; limit?: number | undefined },
) {
  const db = env.deps.database.db;
  const limit = query.limit ?? 20;
  const { rows, total } = await repo.listMandates(
    db,
    { contractId: query.contractId, ...(isAdmin(user) ? {} : { userId: user.userId }) },
    { offset: ((query.page ?? 1) - 1) * limit, limit },
  );
  const mandates: PaymentMandate[] = [];
  for (const row of rows) mandates.push(await toMandateDto(db, row));
  return { mandates, total };
}

export async function createMandate(
  env: PaymentsEnv,
  user: UserInfo,
  body: CreateMandateBody,
  language: Language,
): Promise<CreateMandateResponse> {
  const db = env.deps.database.db;
  const contract = await txRepo.findContract(db, body.contractId);
  if (!contract || contract.userId !== user.userId) throw notFound(m.contractNotFound);
  if (contract.status !== 'Active') throw conflict(m.contractNotActive);
  const capSen = body.capAmount === undefined ? contract.rentSen : rmToSen(body.capAmount);
  if (capSen < contract.rentSen) {
    throw badRequest(fillMandateMessage(m.capBelowRent, { amount: formatRM(senToRm(contract.rentSen)) }));
  }
  if (await repo.findLiveMandate(db, contract.id)) throw conflict(m.alreadyExists);
  const tenant = await repo.findUserContact(db, user.userId);
  const setup = await env.deps.payments.mandates.createSetup({
    email: tenant?.email ?? '',
    name: `${tenant?.firstname ?? ''} ${tenant?.lastname ?? ''}`.trim(),
    metadata: { contractId: contract.id, userId: user.userId },
    // A second tap while the first is on its way gets the same SetupIntent.
    idempotencyKey: `sewamudah:mandate:${contract.id}:${user.userId}:${env.deps.clock().toISOString().slice(0, 16)}`,
  });
  const mandate = await db.transaction(async (tx) => {
    const locked = await txRepo.lockContract(tx, contract.id);
    if (locked?.status !== 'Active') throw conflict(m.contractNotActive);
    const existing = await repo.findLiveMandate(tx, contract.id);
    if (existing?.setupIntentId === setup.id) return existing;
    if (existing) throw conflict(m.alreadyExists);
    return repo.insertMandate(tx, {
      contractId: contract.id,
      userId: user.userId,
      provider: env.deps.payments.kind,
      capSen,
      daysBefore: body.daysBefore ?? 0,
      setupIntentId: setup.id,
      customerId: setup.customerId,
      consentText: translate(language, 'autopayUi.consent' as MessageKey),
    });
  });
  return {
    mandate: await dtoOf(env, mandate.id),
    setup: { provider: env.deps.payments.kind, setupIntentId: setup.id, clientSecret: setup.clientSecret },
  };
}

/** Activates a pending mandate whose SetupIntent succeeded (the confirmation step, or the provider's webhook). */
export async function activateFromSetup(env: PaymentsEnv, setup: MandateSetup): Promise<MandateRow | null> {
  if (setup.status !== 'succeeded' || !setup.paymentMethod) return null;
  const db = env.deps.database.db;
  const found = await repo.findMandateBySetup(db, setup.id);
  if (!found) return null;
  const now = env.deps.clock();
  return db.transaction(async (tx) => {
    const mandate = await repo.lockMandate(tx, found.id);
    if (mandate?.status !== 'pending') return mandate ?? null;
    return repo.updateMandate(tx, mandate.id, {
      status: 'active',
      customerId: setup.customerId,
      paymentMethodId: setup.paymentMethod!.id,
      cardBrand: setup.paymentMethod!.brand,
      cardLast4: setup.paymentMethod!.last4,
      activatedAt: now,
      // It pays the charges due from today on; older arrears stay the tenant's to pay.
      startsOn: todayInMalaysia(now),
    });
  });
}

/** The confirmation step: the browser is back from saving the card; the provider is asked, never trusted blindly. */
export async function confirmMandate(env: PaymentsEnv, user: UserInfo, id: string): Promise<PaymentMandate> {
  const detail = await ownMandate(env, user, id);
  if (detail.mandate.status !== 'pending') {
    if (detail.mandate.status === 'active' || detail.mandate.status === 'paused') return dtoOf(env, id);
    throw conflict(m.alreadyEnded);
  }
  const setup = await env.deps.payments.mandates.retrieveSetup(detail.mandate.setupIntentId);
  if (!setup || setup.status !== 'succeeded') {
    if (setup?.lastError) throw conflict(fillMandateMessage(m.setupFailed, { reason: setup.lastError }));
    throw conflict(m.setupNotDone);
  }
  await activateFromSetup(env, setup);
  return dtoOf(env, id);
}

/** The tenant's own mandate; admins read but never act for the tenant (403 from the route's guard). */
async function ownMandate(env: PaymentsEnv, user: UserInfo, id: string) {
  const detail = await repo.findMandateDetail(env.deps.database.db, id);
  if (!detail || detail.mandate.userId !== user.userId) throw notFound(m.notFound);
  return detail;
}

type Transition = 'pause' | 'resume' | 'revoke';

export async function changeMandate(
  env: PaymentsEnv,
  user: UserInfo,
  id: string,
  action: Transition,
): Promise<PaymentMandate> {
  await ownMandate(env, user, id);
  const db = env.deps.database.db;
  const now = env.deps.clock();
  await db.transaction(async (tx) => {
    const mandate = (await repo.lockMandate(tx, id))!;
    if (mandate.status === 'revoked' || mandate.status === 'ended') throw conflict(m.alreadyEnded);
    if (action === 'pause') {
      if (mandate.status !== 'active') throw conflict(m.notActive);
      await repo.updateMandate(tx, id, { status: 'paused' });
    } else if (action === 'resume') {
      if (mandate.status !== 'paused') throw conflict(m.notPaused);
      await repo.updateMandate(tx, id, { status: 'active' });
    } else {
      await endMandate(tx, env.publicUrl, mandate, 'revoked', now);
    }
  });
  return dtoOf(env, id);
}

/** The charge a skip or pay now is about: the one named (of this contract), else the next unpaid one. */
async function chargeFor(env: PaymentsEnv, mandate: MandateRow, endDate: string, body: MandateChargeBody) {
  const charges = await repo.payableCharges(env.deps.database.db, mandate, endDate);
  const charge = body.transactionId ? charges.find((c) => c.id === body.transactionId) : charges[0];
  if (!charge) throw conflict(m.nothingToPay);
  return charge;
}

export async function skipCharge(env: PaymentsEnv, user: UserInfo, id: string, body: MandateChargeBody) {
  const detail = await ownMandate(env, user, id);
  if (detail.mandate.status !== 'active') throw conflict(m.notActive);
  const charge = await chargeFor(env, detail.mandate, detail.contract.endDate, body);
  const db = env.deps.database.db;
  await db.transaction(async (tx) => {
    const mandate = (await repo.lockMandate(tx, id))!;
    if (mandate.status !== 'active') throw conflict(m.notActive);
    const attempts = await repo.attemptsOfCharge(tx, charge.id, charge.dueDate);
    if (attempts.some((a) => a.tryNumber === 0 && a.status === 'skipped')) throw conflict(m.alreadySkipped);
    if (attempts.some((a) => a.status === 'pending' || a.status === 'succeeded')) throw conflict(m.chargeBusy);
    const skipped = await repo.claimAttempt(tx, {
      mandateId: id,
      transactionId: charge.id,
      dueDate: charge.dueDate,
      tryNumber: 0,
      status: 'skipped',
      amountSen: charge.amountSen,
      finishedAt: env.deps.clock(),
    });
    if (!skipped) throw conflict(m.alreadySkipped);
  });
  return dtoOf(env, id);
}

/** Pays the next charge now with the saved card (one tap from the pre-debit notice); answers how it went. */
export async function payNow(env: PaymentsEnv, user: UserInfo, id: string, body: MandateChargeBody) {
  const detail = await ownMandate(env, user, id);
  if (detail.mandate.status !== 'active') throw conflict(m.notActive);
  const charge = await chargeFor(env, detail.mandate, detail.contract.endDate, body);
  if (charge.amountSen > detail.mandate.capSen) {
    throw conflict(
      fillMandateMessage(m.overCap, {
        amount: formatRM(senToRm(charge.amountSen)),
        cap: formatRM(senToRm(detail.mandate.capSen)),
      }),
    );
  }
  const db = env.deps.database.db;
  const today = todayInMalaysia(env.deps.clock());
  const attempt = await db.transaction(async (tx) => {
    const mandate = (await repo.lockMandate(tx, id))!;
    if (mandate.status !== 'active') throw conflict(m.notActive);
    const { attempt, why } = await claimCharge(tx, env.publicUrl, mandate, charge, today, true);
    if (!attempt) throw conflict(why === 'exhausted' ? m.noTriesLeft : m.chargeBusy);
    return attempt;
  });
  const outcome = await executeAttempt(env, attempt.id);
  return { mandate: await dtoOf(env, id), attempt: outcome ?? attempt };
}

/** `setup_intent.succeeded` (signed webhook): a hint; the provider is asked about the SetupIntent itself. */
export async function handleSetupSucceeded(env: PaymentsEnv, setupIntentId: string): Promise<void> {
  const db = env.deps.database.db;
  if (!(await repo.findMandateBySetup(db, setupIntentId))) {
    env.log.warn({ setupIntentId }, 'webhook for a SetupIntent we did not create');
    return;
  }
  const setup = await env.deps.payments.mandates.retrieveSetup(setupIntentId);
  if (setup) await activateFromSetup(env, setup);
}
