import { describe, expect, it } from 'vitest';
import { phoneDigitsFromNumber, restoreMalaysianTrunkZero } from './phone.js';
import { phoneSchema, userMessages } from './users.js';

describe('restoreMalaysianTrunkZero', () => {
  it('restores the 0 of mobile numbers (01x with 9 or 10 digits after the 0)', () => {
    expect(restoreMalaysianTrunkZero('123456789')).toBe('0123456789');
    expect(restoreMalaysianTrunkZero('1123456789')).toBe('01123456789');
    expect(restoreMalaysianTrunkZero('193456789')).toBe('0193456789');
  });

  it('restores the 0 of landlines 03 (8 digits), 04–07 and 09 (7 digits), 082–089 (6 digits)', () => {
    expect(restoreMalaysianTrunkZero('312345678')).toBe('0312345678');
    expect(restoreMalaysianTrunkZero('42345678')).toBe('042345678');
    expect(restoreMalaysianTrunkZero('72345678')).toBe('072345678');
    expect(restoreMalaysianTrunkZero('92345678')).toBe('092345678');
    expect(restoreMalaysianTrunkZero('82123456')).toBe('082123456');
    expect(restoreMalaysianTrunkZero('89123456')).toBe('089123456');
  });

  it('keeps numbers that are not a Malaysian national number without its 0', () => {
    expect(restoreMalaysianTrunkZero('0123456789')).toBe('0123456789');
    expect(restoreMalaysianTrunkZero('60123456789')).toBe('60123456789');
    expect(restoreMalaysianTrunkZero('12345678')).toBe('12345678'); // mobile too short
    expect(restoreMalaysianTrunkZero('12345678901')).toBe('12345678901'); // mobile too long
    expect(restoreMalaysianTrunkZero('31234567')).toBe('31234567'); // 03 needs 8 digits
    expect(restoreMalaysianTrunkZero('81123456')).toBe('81123456'); // 081 is not a landline area
    expect(restoreMalaysianTrunkZero('2345678')).toBe('2345678');
  });
});

describe('phoneDigitsFromNumber', () => {
  it('gives the digits of a whole number, with the 0 restored', () => {
    expect(phoneDigitsFromNumber(123456789)).toBe('0123456789');
    expect(phoneDigitsFromNumber(60123456789)).toBe('60123456789');
  });

  it('refuses numbers that cannot be a phone number', () => {
    expect(phoneDigitsFromNumber(-123456789)).toBeNull();
    expect(phoneDigitsFromNumber(12345.678)).toBeNull();
    expect(phoneDigitsFromNumber(1e21)).toBeNull();
    expect(phoneDigitsFromNumber(Number.NaN)).toBeNull();
  });
});

describe('phoneSchema', () => {
  const messageOf = (input: unknown) => phoneSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts digits as text unchanged and a JSON number as its digits with the 0 restored', () => {
    expect(phoneSchema.parse(' 0123456789 ')).toBe('0123456789');
    expect(phoneSchema.parse('123456789')).toBe('123456789');
    expect(phoneSchema.parse(123456789)).toBe('0123456789');
    expect(phoneSchema.parse(60123456789)).toBe('60123456789');
  });

  it('names the problem: missing, wrong type, not digits, wrong length', () => {
    expect(messageOf(undefined)).toBe(userMessages.phoneRequired);
    expect(messageOf('')).toBe(userMessages.phoneRequired);
    expect(messageOf(true)).toBe(userMessages.phoneType);
    expect(messageOf({ number: 1 })).toBe(userMessages.phoneType);
    expect(messageOf(null)).toBe(userMessages.phoneType);
    expect(messageOf('012-345')).toBe(userMessages.phoneDigits);
    expect(messageOf(-123456789)).toBe(userMessages.phoneDigits);
    expect(messageOf(12.5)).toBe(userMessages.phoneDigits);
    expect(messageOf(12345)).toBe(userMessages.phoneLength);
  });
});
