import { describe, expect, it } from 'vitest';
import { normalizePhoneText, phoneDigitsFromNumber, restoreMalaysianTrunkZero } from './phone.js';
import { phoneSchema, userMessages } from './users.js';

describe('normalizePhoneText (issue 23)', () => {
  it('accepts the common Malaysian formats and stores national digits', () => {
    for (const typed of [
      '012-345 6789',
      '012 345 6789',
      '+60 12-345 6789',
      '+60123456789',
      '60 12-345 6789',
      ' 012-3456789 ',
    ]) {
      expect(normalizePhoneText(typed), typed).toBe('0123456789');
    }
    expect(normalizePhoneText('011-2345 6789')).toBe('01123456789');
    expect(normalizePhoneText('(03) 1234 5678')).toBe('0312345678');
    expect(normalizePhoneText('+60 3-1234 5678')).toBe('0312345678');
    expect(normalizePhoneText('04-234 5678')).toBe('042345678');
    expect(normalizePhoneText('088-123 456')).toBe('088123456');
    expect(normalizePhoneText('03.1234.5678')).toBe('0312345678');
  });

  it("keeps digits-only text as typed (the original client's numbers)", () => {
    expect(normalizePhoneText('0123456789')).toBe('0123456789');
    expect(normalizePhoneText('60123456789')).toBe('60123456789');
    expect(normalizePhoneText('123456')).toBe('123456');
  });

  it("takes another country's number in international form as its digits", () => {
    expect(normalizePhoneText('+44 20 7946 0958')).toBe('442079460958');
    expect(normalizePhoneText('+65 6123 4567')).toBe('6561234567');
  });

  it('refuses what is not a phone number, and formatted Malaysian numbers outside the numbering plan', () => {
    for (const typed of [
      'abc',
      '012-345 678',
      '012-345',
      '+60 12-345',
      '12+345678',
      '012_345_6789',
      '+1 23',
      '0-1-2',
    ]) {
      expect(normalizePhoneText(typed), typed).toBeNull();
    }
  });

  it('the schema stores the normalised digits and names the expected format', () => {
    expect(phoneSchema.parse('+60 12-345 6789')).toBe('0123456789');
    expect(phoneSchema.parse('0123456789')).toBe('0123456789');
    expect(phoneSchema.parse(123456789)).toBe('0123456789');
    const refused = phoneSchema.safeParse('012-345 678');
    expect(refused.error?.issues.map((i) => i.message)).toEqual([userMessages.phoneFormat]);
  });
});

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

  it('names the problem: missing, wrong type, not a phone number, not digits (JSON numbers), wrong length', () => {
    expect(messageOf(undefined)).toBe(userMessages.phoneRequired);
    expect(messageOf('')).toBe(userMessages.phoneRequired);
    expect(messageOf(true)).toBe(userMessages.phoneType);
    expect(messageOf({ number: 1 })).toBe(userMessages.phoneType);
    expect(messageOf(null)).toBe(userMessages.phoneType);
    expect(messageOf('012-345')).toBe(userMessages.phoneFormat);
    expect(messageOf(-123456789)).toBe(userMessages.phoneDigits);
    expect(messageOf(12.5)).toBe(userMessages.phoneDigits);
    expect(messageOf(12345)).toBe(userMessages.phoneLength);
  });
});
