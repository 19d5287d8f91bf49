/**
 * Accepting an application: one transaction that locks the unit/room, creates the contract (awaiting payment)
 * with its agreement PDF and its Pending Deposit charge, and rejects every competing waiting application.
 * The PDF is stored before the transaction (and deleted if it fails); the e-mails are queued in the same
 * transaction (outbox) and delivered after commit.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCEPTANCE_PAYMENT_DAYS,
  addDays,
  calculateStampDuty,
  senToRm,
  todayInMalaysia,
  type AgreementLanguage,
  type Application,
} from '@sewamudah/shared';
import {
  conflict,
  notFound,
  PG_DEADLOCK,
  PG_SERIALIZATION_FAILURE,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '../../lib/errors.js';
import { recordAgreementCreated, storeAgreement } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import { insertStampDutyCharge } from '../stamping/stamping.repository.js';
import type { ServiceContext } from './applications.context.js';
import { notifyApplicationAccepted, notifyApplicationRejected } from '../notifications/application-notices.js';
import { acceptedEmail, rejectedEmail } from './applications.emails.js';
import { recordTenancyEvent } from '../tenancy/tenancy-events.js';
import { findPropertyOwner, NEW_CONTRACT_TERMS } from '../tenancy/landlord.js';
import { applicationTexts } from './applications.errors.js';
import { toApplicationDto } from './applications.mapper.js';
import { findPropertyLateClause } from '../late-charges/late-charges.repository.js';
import * as repo from './applications.repository.js';
import { tenantIdentityOf } from '../screening/screening-changes.js';

/**
 * The deposit deadline (docs/decisions/0004): the end of the day ACCEPTANCE_PAYMENT_DAYS after acceptance,
 * or of the day before the start date if that is sooner (never before the end of today), Malaysian time.
 */
export function acceptanceDeadline(now: Date, startDate: string): { dueDate: string; dueAt: Date } {
  const today = todayInMalaysia(now);
  const byDays = addDays(today, ACCEPTANCE_PAYMENT_DAYS);
  const dayBeforeStart = addDays(startDate, -1);
  let dueDate = byDays < dayBeforeStart ? byDays : dayBeforeStart;
  if (dueDate < today) dueDate = today;
  return { dueDate, dueAt: new Date(`${addDays(dueDate, 1)}T00:00:00+08:00`) };
}

const RACE_CODES = new Set([PG_UNIQUE_VIOLATION, PG_DEADLOCK, PG_SERIALIZATION_FAILURE]);

function raceMessage(code: string, constraint: string | undefined): string {
  if (code !== PG_UNIQUE_VIOLATION) return applicationTexts.changedMeanwhile;
  if (constraint === 'applications_one_accepted_per_user') return applicationTexts.applicantBusy;
  if (constraint === 'contracts_application_unique') return applicationTexts.alreadyDecided;
  return applicationTexts.reserved;
}

export interface AcceptOptions {
  /** The agreement's language (docs/decisions/0025); absent: the applicant's own language. */
  agreementLanguage?: AgreementLanguage | undefined;
  /** The accepting admin, for the tenancy's timeline (docs/decisions/0036). */
  acceptedBy?: string | undefined;
}

export async function acceptApplication(
  ctx: ServiceContext,
  id: string,
  options: AcceptOptions = {},
): Promise<Application> {
  const { db } = ctx.deps.database;
  const { storage, clock } = ctx.deps;
  const application = await repo.findApplicationRecord(db, id);
  if (!application) throw notFound(applicationTexts.notFound);
  if (application.status !== 'Waiting for Response') throw conflict(applicationTexts.alreadyDecided);
  const now = clock();
  const today = todayInMalaysia(now);
  if (application.startDate < today) throw conflict(applicationTexts.startDatePassed);
  const details = await repo.findAgreementDetails(db, id);
  if (!details) throw notFound(applicationTexts.notFound);
  const rentSen = details.roomPriceSen ?? details.propertyPriceSen;
  const depositSen = details.roomDepositSen ?? details.propertyDepositSen;
  if (rentSen === null || depositSen === null) throw notFound(applicationTexts.propertyNotFound);

  const unit = { propertyId: application.propertyId, roomId: application.roomId };
  // Cheap early answer for the common case; the locked re-check below is the one that counts.
  if (await contractsRepo.hasLiveContract(db, unit)) throw conflict(applicationTexts.reserved);

  const contractId = randomUUID();
  const deadline = acceptanceDeadline(now, application.startDate);
  // Fixed here for the contract's life: every later version (signed, sealed) is stamped onto this document.
  const agreementLanguage: AgreementLanguage = options.agreementLanguage ?? details.language;
  // The property's late-payment clause becomes the contract's, printed in its agreement (docs/decisions/0031).
  const latePaymentClause = await findPropertyLateClause(db, application.propertyId);
  // The property's owner is named as the landlord, the new terms printed from the contract's data (issue 25).
  const owner = await findPropertyOwner(db, application.propertyId);
  // The tenant's IC or passport from the submitted screening snapshot (issue 27 §4): only new agreements print it.
  const identity = await tenantIdentityOf(db, id);
  const agreement = await storeAgreement(storage, {
    owner,
    tenancyTerms: NEW_CONTRACT_TERMS,
    contractId,
    language: agreementLanguage,
    generatedOn: today,
    tenant: {
      name: `${details.firstname} ${details.lastname}`.trim(),
      email: details.email,
      phone: details.phone,
      identity,
    },
    property: { name: details.propertyName, address: details.propertyAddress, type: details.propertyType },
    roomName: details.roomName,
    startDate: application.startDate,
    endDate: application.endDate,
    stayLengthMonths: application.stayLength,
    monthlyRentRm: senToRm(rentSen),
    depositRm: senToRm(depositSen),
    stampDutyPayer: ctx.stampDutyPayer ?? 'tenant',
    latePaymentClause,
  });

  let accepted: repo.ApplicationRow | undefined;
  try {
    accepted = await db.transaction(async (tx) => {
      // Lock order everywhere: unit/room first, then applications by id — here all an accept may touch at once
      // (this one, the applicant's other waiting ones, the unit's), so accepts for one applicant queue, never deadlock.
      if (!(await contractsRepo.lockRentalUnit(tx, unit))) throw notFound(applicationTexts.propertyNotFound);
      await repo.lockApplicationsOfAccept(tx, { id, ...unit, userId: application.userId });
      const locked = await repo.findApplicationRecord(tx, id, { lock: true });
      if (!locked || locked.status !== 'Waiting for Response') throw conflict(applicationTexts.alreadyDecided);
      if (await contractsRepo.hasLiveContract(tx, unit)) throw conflict(applicationTexts.reserved);
      const applicant = await repo.findRentalStatus(tx, locked.userId);
      if (applicant.hasActiveRental || applicant.hasAcceptedApplication) throw conflict(applicationTexts.applicantBusy);

      await contractsRepo.insertContractWithDeposit(
        tx,
        {
          id: contractId,
          applicationId: id,
          userId: locked.userId,
          propertyId: locked.propertyId,
          roomId: locked.roomId,
          status: 'Awaiting Payment',
          startDate: locked.startDate,
          endDate: locked.endDate,
          rentSen,
          depositSen,
          contractFileKey: agreement.key,
          landlord: owner,
          noticeMonths: NEW_CONTRACT_TERMS.noticeMonths,
          terminationTerms: NEW_CONTRACT_TERMS.terminationTerms,
          depositReturnDays: NEW_CONTRACT_TERMS.depositReturnDays,
          agreementLanguage,
          latePaymentClause,
        },
        {
          amountSen: rentSen + depositSen,
          dueDate: deadline.dueDate,
          description: "Security deposit and first month's rent",
        },
      );
      await recordTenancyEvent(tx, {
        contractId,
        type: 'accepted',
        at: now,
        actor: { role: 'admin', userId: options.acceptedBy ?? null },
        data: { startDate: locked.startDate, endDate: locked.endDate, rentSen, depositSen, agreementLanguage },
        links: [{ kind: 'agreement', id: contractId }],
      });
      // Charged with the deposit, payable on the same screen (docs/decisions/0014); the e-mail states it (issue 23).
      const duty =
        (ctx.stampDutyPayer ?? 'tenant') === 'tenant'
          ? calculateStampDuty({ monthlyRentSen: rentSen, termMonths: locked.stayLength })
          : null;
      if (duty) {
        await insertStampDutyCharge(
          tx,
          { id: contractId, userId: locked.userId, propertyId: locked.propertyId, roomId: locked.roomId },
          { amountSen: duty.totalSen, dueDate: deadline.dueDate },
        );
      }
      await recordAgreementCreated(tx, contractId, agreement, now);
      await repo.transitionApplication(tx, id, 'Waiting for Response', {
        status: 'Accepted',
        decidedAt: now,
        paymentDueAt: deadline.dueAt,
      });
      const rejectedIds = await repo.rejectCompetingApplications(tx, locked, now);
      const rows = await repo.findApplicationsByIds(tx, [id, ...rejectedIds]);
      const acceptedRow = rows.find((row) => row.id === id);
      if (acceptedRow) {
        await notifyApplicationAccepted(
          tx,
          acceptedRow,
          { contractId, paymentDueDate: deadline.dueDate },
          acceptedEmail(acceptedRow, {
            startDate: acceptedRow.startDate,
            endDate: acceptedRow.endDate,
            amountDueRm: senToRm(rentSen + depositSen),
            stampDutyRm: duty ? senToRm(duty.totalSen) : null,
            paymentDueDate: deadline.dueDate,
            signAndPayUrl: `${ctx.publicUrl}/application/sign-and-pay/${contractId}`,
          }),
        );
        for (const row of rows.filter((other) => other.id !== id)) {
          await notifyApplicationRejected(tx, row, rejectedEmail(row, `${ctx.publicUrl}/listing`));
        }
      }
      return acceptedRow;
    });
  } catch (error) {
    await storage
      .delete(agreement.key)
      .catch((cleanupError: unknown) => ctx.log.warn({ err: cleanupError }, 'agreement clean-up failed'));
    const code = pgErrorCode(error);
    if (code && RACE_CODES.has(code)) throw conflict(raceMessage(code, pgConstraint(error)));
    throw error;
  }

  if (!accepted) throw notFound(applicationTexts.notFound);
  return toApplicationDto(accepted);
}
