import { paymentMethodMessages as pm, STAMP_DUTY_CHARGE_DESCRIPTION } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { chargeDescriptionText, fpxUnavailableText, paymentErrorText, paymentMethodText } from './payment-texts';

afterEach(() => activateCatalogue('en', en));

describe('payment texts', () => {
  it('keep the English of the shared rules', () => {
    expect(fpxUnavailableText(3_000_001)).toBe(pm.fpxAboveLimit);
    expect(fpxUnavailableText(99)).toBe(pm.fpxBelowLimit);
    expect(fpxUnavailableText(4_500_00)).toBeNull();
    expect(paymentErrorText(pm.bankDeclined)).toBe(pm.bankDeclined);
    expect(paymentMethodText({ type: 'card', brand: null, last4: '4242' })).toBe('Card •••• 4242');
    expect(chargeDescriptionText('Rent for month 3 of 12')).toBe('Rent for month 3 of 12');
  });

  it('speak Bahasa Malaysia; amounts keep the SPEC format, names and unknown texts stay as they are', () => {
    activateCatalogue('ms', ms);
    expect(fpxUnavailableText(3_000_001)).toBe(
      'Perbankan dalam talian (FPX) tersedia untuk bayaran sehingga RM30,000. Sila bayar jumlah ini dengan kad.',
    );
    expect(paymentErrorText(pm.bankDeclined)).toBe('Bayaran telah ditolak oleh bank anda.');
    expect(paymentErrorText('Your card has insufficient funds.')).toBe('Baki kad anda tidak mencukupi.');
    expect(paymentErrorText('A provider text we do not know.')).toBe('A provider text we do not know.');
    expect(paymentErrorText(null)).toBeNull();
    expect(paymentMethodText({ type: 'card', brand: null, last4: '4242' })).toBe('Kad •••• 4242');
    expect(paymentMethodText({ type: 'fpx', bank: 'maybank2u' })).toBe('FPX (Maybank2u)');
    expect(chargeDescriptionText('Rent for month 3 of 12')).toBe('Sewa bulan ke-3 daripada 12');
    expect(chargeDescriptionText("Security deposit and first month's rent")).toBe(
      'Deposit Sekuriti dan sewa bulan pertama',
    );
    expect(chargeDescriptionText('Security deposit and first month\u2019s rent')).toBe(
      'Deposit Sekuriti dan sewa bulan pertama',
    );
    expect(chargeDescriptionText(STAMP_DUTY_CHARGE_DESCRIPTION)).toBe('Duti setem ke atas Perjanjian Penyewaan (LHDN)');
    expect(chargeDescriptionText('Aircond service')).toBe('Aircond service');
  });
});
