import { describe, expect, it } from 'vitest';
import { createPaymentIntentBodySchema, isExpiryInFuture, isLuhnValid, SANDBOX_TEST_CARDS } from './transactions.js';

describe('card checks', () => {
  it('accepts every sandbox test card and rejects a broken checksum', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true);
    expect(isLuhnValid('4242 4242 4242 4241')).toBe(false);
    expect(isLuhnValid('abcd')).toBe(false);
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(isExpiryInFuture(11, 26, now)).toBe(true);
    expect(isExpiryInFuture(10, 26, now)).toBe(false);
    expect(isExpiryInFuture(1, 27, now)).toBe(true);
  });
});

describe('createPaymentIntentBodySchema', () => {
  it('needs exactly one of contractId and transactionId', () => {
    const id = '8b0c1f52-6a63-4f3e-9a58-7f1d2b3c4d5e';
    expect(createPaymentIntentBodySchema.safeParse({ contractId: id }).success).toBe(true);
    const both = createPaymentIntentBodySchema.safeParse({ contractId: id, transactionId: id });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe('Provide a contractId or a transactionId.');
    expect(createPaymentIntentBodySchema.safeParse({}).success).toBe(false);
  });
});
