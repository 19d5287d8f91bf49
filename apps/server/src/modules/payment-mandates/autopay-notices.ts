/**
 * What autopay tells the tenant (issue 24 §4), each through `notify` in the transaction of the decision it announces
 * (in-app + e-mail in their language, category `payments`): the pre-debit notice 3 days before, a charge left
 * unpaid because it is above the cap, a failed try (with the pay link: FPX is offered first), and the end.
 */
import { formatDate, formatRM, senToRm, type Language } from '@sewamudah/shared';
import { translator, type MessageKey } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { NoticeValue } from '../../db/schema/index.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { renderNotice, specValue, type NoticeKind } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';
import { payPath } from '../transactions/reminder-ladder.js';
import { findTransactionDetail } from '../transactions/transactions.repository.js';
import type { MandateRow } from './payment-mandates.repository.js';

/** The tenant's autopay card lives in Payment History. */
export const AUTOPAY_PATH = '/payment-history#autopay';

async function tell(
  tx: DbOrTx,
  publicUrl: string,
  input: {
    mandate: MandateRow;
    transactionId: string | null;
    kind: NoticeKind;
    values: Record<string, NoticeValue>;
    link: string;
    dedupeKey: string;
    to: { id: string; email: string; firstname: string; language: Language };
  },
) {
  const { language } = input.to;
  const tr = translator(language);
  const { title, text } = renderNotice(language, input.kind, input.values);
  const email = renderEmail({
    language,
    subject: title,
    greeting: tr('email.greeting', { name: input.to.firstname }),
    paragraphs: [text, tr('autopayMail.manage' as MessageKey)],
    action: {
      label: tr((input.link === AUTOPAY_PATH ? 'autopayMail.openAutopay' : 'autopayMail.payLink') as MessageKey),
      url: `${publicUrl}${input.link}`,
    },
  });
  return notify(tx, {
    userId: input.to.id,
    category: 'payments',
    kind: input.kind,
    values: input.values,
    link: input.link,
    dedupeKey: input.dedupeKey,
    email: { kind: 'payment-reminder', dedupeKey: input.dedupeKey, to: input.to.email, ...email },
  });
}

async function chargeValues(tx: DbOrTx, transactionId: string) {
  const detail = await findTransactionDetail(tx, transactionId);
  if (!detail) return null;
  const t = detail.transaction;
  return {
    detail,
    to: { ...detail.user, language: detail.user.language ?? 'en' },
    values: {
      type: specValue('transactionType', t.type),
      amount: formatRM(senToRm(t.amountSen)),
      place: detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name,
      date: formatDate(t.dueDate),
    } satisfies Record<string, NoticeValue>,
  };
}

/** Three days before: amount and date, with skip and pay now one tap away on the autopay card. */
export async function sendPreDebitNotice(
  tx: DbOrTx,
  publicUrl: string,
  mandate: MandateRow,
  charge: { id: string; dueDate: string },
  payDate: string,
) {
  const c = await chargeValues(tx, charge.id);
  if (!c) return null;
  return tell(tx, publicUrl, {
    mandate,
    transactionId: charge.id,
    kind: 'autopayNotice',
    values: { ...c.values, date: formatDate(payDate), last4: mandate.cardLast4 ?? '' },
    link: AUTOPAY_PATH,
    dedupeKey: `autopay-notice:${charge.id}:${charge.dueDate}`,
    to: c.to,
  });
}

export async function sendOverCapNotice(
  tx: DbOrTx,
  publicUrl: string,
  mandate: MandateRow,
  charge: { id: string; dueDate: string },
) {
  const c = await chargeValues(tx, charge.id);
  if (!c) return null;
  return tell(tx, publicUrl, {
    mandate,
    transactionId: charge.id,
    kind: 'autopayOverCap',
    values: { ...c.values, cap: formatRM(senToRm(mandate.capSen)) },
    link: payPath(charge.id),
    dedupeKey: `autopay-over-cap:${charge.id}:${charge.dueDate}`,
    to: c.to,
  });
}

/** A try declined or needing the bank: the reason, the next try (if any), and the pay link (FPX first). */
export async function sendFailedNotice(
  tx: DbOrTx,
  publicUrl: string,
  mandate: MandateRow,
  /** `error`: the provider's code (authentication_required, card_declined, …). */
  attempt: { id: string; transactionId: string; error: string | null },
  retryDate: string | null,
) {
  const c = await chargeValues(tx, attempt.transactionId);
  if (!c) return null;
  return tell(tx, publicUrl, {
    mandate,
    transactionId: attempt.transactionId,
    kind: 'autopayFailed',
    values: {
      ...c.values,
      last4: mandate.cardLast4 ?? '',
      reason: {
        key: attempt.error === 'authentication_required' ? 'autopayReason.authentication' : 'autopayReason.declined',
      },
      retry: retryDate ? 'yes' : 'no',
      retryDate: retryDate ? formatDate(retryDate) : '',
    },
    link: payPath(attempt.transactionId),
    dedupeKey: `autopay-failed:${attempt.id}`,
    to: c.to,
  });
}

export async function sendEndedNotice(
  tx: DbOrTx,
  publicUrl: string,
  mandate: MandateRow,
  to: { id: string; email: string; firstname: string; language: Language },
  place: string,
  reason: 'contract' | 'revoked',
) {
  return tell(tx, publicUrl, {
    mandate,
    transactionId: null,
    kind: 'autopayEnded',
    values: { place, reason },
    link: AUTOPAY_PATH,
    dedupeKey: `autopay-ended:${mandate.id}`,
    to,
  });
}
