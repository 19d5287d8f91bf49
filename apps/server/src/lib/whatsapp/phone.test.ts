import { describe, expect, it } from 'vitest';
import { displayWhatsAppNumber, toWhatsAppNumber } from './phone.js';

describe('toWhatsAppNumber (E.164, issue 24 §5)', () => {
  it('normalises Malaysian mobiles however they are written', () => {
    for (const input of [
      '012-345 6789',
      '0123456789',
      '60123456789',
      '+60 12-345 6789',
      '+60123456789',
      '(012) 345 6789',
    ]) {
      expect(toWhatsAppNumber(input)).toEqual({ e164: '+60123456789', display: '+60 12 345 6789' });
    }
    expect(toWhatsAppNumber('011-1234 5678')?.e164).toBe('+601112345678');
  });

  it('takes another country’s mobile with its + code', () => {
    expect(toWhatsAppNumber('+44 7911 123456')?.e164).toBe('+447911123456');
    expect(toWhatsAppNumber('+65 8123 4567')?.e164).toBe('+6581234567');
  });

  it('refuses landlines, short numbers and text', () => {
    expect(toWhatsAppNumber('03-2788 1234')).toBeNull();
    expect(toWhatsAppNumber('012-345')).toBeNull();
    expect(toWhatsAppNumber('call me')).toBeNull();
    expect(toWhatsAppNumber('')).toBeNull();
  });

  it('shows a stored number as people write it', () => {
    expect(displayWhatsAppNumber('+60167778899')).toBe('+60 16 777 8899');
  });
});
