import { messages, paymentMethodMessages } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { describeOutcome, detailOf, retryPathOf } from './payment-status-page';

describe('describeOutcome (SPEC §4 payment status view)', () => {
  it.each([
    ['succeeded', false, true, 'Payment successful! Thank you.'],
    ['processing', false, true, "Your payment is processing. We'll update you when payment is received."],
    ['requires_payment_method', false, true, messages.payments.tryAgain],
    ['canceled', false, true, messages.payments.unknownStatus],
    [undefined, true, true, messages.payments.lookupFailed],
    [undefined, false, false, messages.payments.noPaymentId],
  ] as const)('%s (failed=%s, id=%s) → %s', (status, failed, hasId, message) => {
    expect(describeOutcome(status, failed, hasId).message).toBe(message);
  });
});

describe('back from the bank (ADR 0018)', () => {
  const base = { paymentIntentId: 'pi_1', amount: 1500, transactionId: 't1', contractId: 'c1' };

  it('names the method of a successful or processing payment', () => {
    expect(detailOf({ ...base, status: 'succeeded', paymentMethod: { type: 'fpx', bank: 'cimb' } })).toBe(
      'Paid with FPX (CIMB Clicks)',
    );
    expect(detailOf({ ...base, status: 'processing', paymentMethod: { type: 'fpx', bank: 'bank_rakyat' } })).toBe(
      'Paying with FPX (Bank Rakyat)',
    );
    expect(detailOf({ status: 'succeeded' })).toBeNull();
  });

  it('says why an attempt failed and where to try again: Sign and Pay for the deposit, else the Payment page', () => {
    const declined = {
      ...base,
      status: 'requires_payment_method' as const,
      lastPaymentError: { code: 'x', message: paymentMethodMessages.bankDeclined },
    };
    expect(detailOf(declined)).toBe(paymentMethodMessages.bankDeclined);
    expect(retryPathOf({ ...declined, transactionType: 'Deposit' })).toBe('/application/sign-and-pay/c1');
    expect(retryPathOf({ ...declined, transactionType: 'Monthly Rental' })).toBe('/payment/t1');
    expect(detailOf({ ...base, status: 'requires_action' })).toBe(paymentMethodMessages.bankAbandoned);
    expect(retryPathOf({ ...base, status: 'succeeded', transactionType: 'Deposit' })).toBeNull();
  });
});

describe('in Bahasa Malaysia (issue 16)', () => {
  afterEach(() => activateCatalogue('en', en));

  it('says the outcome and the method in BM; bank names stay names', () => {
    activateCatalogue('ms', ms);
    expect(describeOutcome('succeeded', false, true).message).toBe('Bayaran berjaya! Terima kasih.');
    expect(describeOutcome('requires_payment_method', false, true).message).toBe(
      'Bayaran anda tidak berjaya, sila cuba lagi.',
    );
    const base = { paymentIntentId: 'pi_1', amount: 1500 };
    expect(detailOf({ ...base, status: 'succeeded', paymentMethod: { type: 'fpx', bank: 'cimb' } })).toBe(
      'Dibayar melalui FPX (CIMB Clicks)',
    );
    expect(detailOf({ ...base, status: 'requires_action' })).toBe('Bayaran di bank anda tidak diselesaikan.');
    expect(
      detailOf({
        ...base,
        status: 'requires_payment_method',
        lastPaymentError: { code: 'x', message: paymentMethodMessages.bankDeclined },
      }),
    ).toBe('Bayaran telah ditolak oleh bank anda.');
  });
});
