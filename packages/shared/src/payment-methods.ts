/**
 * Payment methods (ADR 0018): card and FPX online banking. A method is a `type` plus the details its type
 * reports (card brand + last 4, FPX bank); another Malaysian method (DuitNow, an e-wallet) is one more entry in
 * PAYMENT_METHOD_TYPES, its details variant and its availability rule in `paymentMethodTypesFor`.
 */
import { z } from 'zod';
import { formatRM } from './format.js';

export const PAYMENT_METHOD_TYPES = ['card', 'fpx'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** FPX (personal banking, B2C): per payment at least RM1 and at most RM30,000, in sen. */
export const FPX_MIN_SEN = 100;
export const FPX_MAX_SEN = 3_000_000;

/**
 * The FPX retail (B2C) banks with Stripe's bank codes (PaymentMethod `fpx.bank`), in the order FPX lists them.
 * `sandboxOffline`: the sandbox shows these banks as offline, as FPX does when a bank is under maintenance
 * (deterministic, so tests and the README can rely on it).
 */
export const FPX_BANKS = [
  { code: 'affin_bank', name: 'Affin Bank' },
  { code: 'agrobank', name: 'AGRONet', sandboxOffline: true },
  { code: 'alliance_bank', name: 'Alliance Bank (Personal)' },
  { code: 'ambank', name: 'AmBank' },
  { code: 'bank_islam', name: 'Bank Islam' },
  { code: 'bank_muamalat', name: 'Bank Muamalat' },
  { code: 'bank_rakyat', name: 'Bank Rakyat' },
  { code: 'bsn', name: 'BSN' },
  { code: 'cimb', name: 'CIMB Clicks' },
  { code: 'hong_leong_bank', name: 'Hong Leong Bank' },
  { code: 'hsbc', name: 'HSBC Bank' },
  { code: 'kfh', name: 'KFH', sandboxOffline: true },
  { code: 'maybank2u', name: 'Maybank2u' },
  { code: 'mbsb_bank', name: 'MBSB Bank' },
  { code: 'ocbc', name: 'OCBC Bank' },
  { code: 'public_bank', name: 'Public Bank' },
  { code: 'rhb', name: 'RHB Bank' },
  { code: 'standard_chartered', name: 'Standard Chartered' },
  { code: 'uob', name: 'UOB Bank' },
] as const satisfies readonly { code: string; name: string; sandboxOffline?: boolean }[];

export type FpxBankCode = (typeof FPX_BANKS)[number]['code'];
export const FPX_BANK_CODES = FPX_BANKS.map((b) => b.code) as [FpxBankCode, ...FpxBankCode[]];

/** Sandbox test path: an approval at this bank stays `processing` for SANDBOX_FPX_PROCESSING_MS, then succeeds. */
export const SANDBOX_FPX_PROCESSING_BANK: FpxBankCode = 'bank_rakyat';
export const SANDBOX_FPX_PROCESSING_MS = 2 * 60_000;

export const isFpxBankOfflineInSandbox = (code: string): boolean =>
  FPX_BANKS.some((b) => b.code === code && 'sandboxOffline' in b && b.sandboxOffline);

/** A bank's display name; an unknown code (a bank Stripe added later) is shown as sent. */
export const fpxBankName = (code: string): string => FPX_BANKS.find((b) => b.code === code)?.name ?? code;

export const paymentMethodMessages = {
  card: 'Card',
  fpx: 'Online banking (FPX)',
  fpxAboveLimit: `Online banking (FPX) is available for payments of up to ${formatRM(FPX_MAX_SEN / 100)}. Please pay this amount by card.`,
  fpxBelowLimit: `Online banking (FPX) is available for payments of at least ${formatRM(FPX_MIN_SEN / 100)}. Please pay this amount by card.`,
  fpxNotOffered: 'Online banking (FPX) is not available for this payment. Please pay by card.',
  chooseBank: 'Please choose your bank.',
  unknownBank: 'This bank is not available for online banking (FPX).',
  bankOffline: 'This bank is offline at the moment. Please choose another bank or pay by card.',
  bankDeclined: 'The payment was declined at your bank.',
  bankAbandoned: 'The payment at your bank was not completed.',
  redirecting: 'Taking you to your bank…',
} as const;

/** Why FPX cannot pay this amount, or null when it can. */
export function fpxUnavailableReason(amountSen: number): string | null {
  if (amountSen > FPX_MAX_SEN) return paymentMethodMessages.fpxAboveLimit;
  if (amountSen < FPX_MIN_SEN) return paymentMethodMessages.fpxBelowLimit;
  return null;
}

/** The methods offered for an amount (MYR): card always, FPX within its limits. */
export function paymentMethodTypesFor(amountSen: number): PaymentMethodType[] {
  return fpxUnavailableReason(amountSen) === null ? ['card', 'fpx'] : ['card'];
}

/** The method a payment used, as recorded and shown. */
export const paymentMethodSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), brand: z.string().nullable(), last4: z.string().nullable() }),
  z.object({ type: z.literal('fpx'), bank: z.string().nullable() }),
]);
export type PaymentMethodDetails = z.infer<typeof paymentMethodSchema>;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

/**
 * 'Visa •••• 4242', 'FPX (Maybank2u)', or '' when nothing is known. Brands and bank names are names; only a card
 * of unknown brand needs a word, in the reader's language (`translate(language, 'pay.form.card')`).
 */
export function describePaymentMethod(
  method: PaymentMethodDetails | null | undefined,
  cardLabel: string = paymentMethodMessages.card,
): string {
  if (!method) return '';
  if (method.type === 'fpx') return method.bank ? `FPX (${fpxBankName(method.bank)})` : 'FPX';
  const brand = method.brand ? (BRAND_NAMES[method.brand] ?? method.brand) : cardLabel;
  return method.last4 ? `${brand} •••• ${method.last4}` : brand;
}

/** The card brand of a sandbox test card number (Stripe's test cards are Visa; 5… Mastercard, 3… Amex). */
export function sandboxCardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export const sandboxFpxConfirmBodySchema = z.object({
  clientSecret: z.string().min(10).max(200),
  bank: z.enum(FPX_BANK_CODES, { message: paymentMethodMessages.chooseBank }),
});
export type SandboxFpxConfirmBody = z.infer<typeof sandboxFpxConfirmBodySchema>;
