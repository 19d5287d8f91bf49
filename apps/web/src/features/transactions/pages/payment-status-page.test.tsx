import { messages } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { describeOutcome } from './payment-status-page';

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
