import { describe, expect, it } from 'vitest';
import {
  describePaymentMethod,
  FPX_BANKS,
  FPX_MAX_SEN,
  FPX_MIN_SEN,
  fpxUnavailableReason,
  isFpxBankOfflineInSandbox,
  paymentMethodMessages as pm,
  paymentMethodTypesFor,
  SANDBOX_FPX_PROCESSING_BANK,
} from './payment-methods.js';
import { translate } from './i18n/translate.js';

describe('FPX limits (RM1 to RM30,000 per payment)', () => {
  it.each([
    [FPX_MIN_SEN - 1, ['card'], pm.fpxBelowLimit],
    [FPX_MIN_SEN, ['card', 'fpx'], null],
    [450_000, ['card', 'fpx'], null],
    [FPX_MAX_SEN, ['card', 'fpx'], null],
    [FPX_MAX_SEN + 1, ['card'], pm.fpxAboveLimit],
  ])('%i sen → %j', (sen, types, reason) => {
    expect(paymentMethodTypesFor(sen)).toEqual(types);
    expect(fpxUnavailableReason(sen)).toBe(reason);
  });

  it('says the limit in RM', () => {
    expect(pm.fpxAboveLimit).toContain('RM30,000');
    expect(pm.fpxBelowLimit).toContain('RM1');
  });
});

describe('FPX banks', () => {
  it('lists the retail banks with unique Stripe codes; two are offline in the sandbox, the processing bank is not', () => {
    const codes = FPX_BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['maybank2u', 'cimb', 'public_bank', 'rhb', 'hong_leong_bank', 'bank_islam', 'kfh', 'uob']) {
      expect(codes).toContain(code);
    }
    expect(codes.filter(isFpxBankOfflineInSandbox)).toEqual(['agrobank', 'kfh']);
    expect(isFpxBankOfflineInSandbox(SANDBOX_FPX_PROCESSING_BANK)).toBe(false);
  });
});

describe('describePaymentMethod', () => {
  it.each([
    [{ type: 'fpx', bank: 'maybank2u' } as const, 'FPX (Maybank2u)'],
    [{ type: 'fpx', bank: 'some_new_bank' } as const, 'FPX (some_new_bank)'],
    [{ type: 'fpx', bank: null } as const, 'FPX'],
    [{ type: 'card', brand: 'visa', last4: '4242' } as const, 'Visa •••• 4242'],
    [{ type: 'card', brand: null, last4: null } as const, 'Card'],
    [null, ''],
  ])('%j → %s', (method, text) => {
    expect(describePaymentMethod(method)).toBe(text);
  });

  it('names a card of unknown brand in the reader language; brands and banks stay names', () => {
    const card = translate('ms', 'pay.form.card');
    expect(card).toBe('Kad');
    expect(describePaymentMethod({ type: 'card', brand: null, last4: '4242' }, card)).toBe('Kad •••• 4242');
    expect(describePaymentMethod({ type: 'card', brand: 'visa', last4: '4242' }, card)).toBe('Visa •••• 4242');
    expect(describePaymentMethod({ type: 'fpx', bank: 'maybank2u' }, card)).toBe('FPX (Maybank2u)');
  });
});
