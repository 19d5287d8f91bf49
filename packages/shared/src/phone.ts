/**
 * Malaysian phone numbers that arrive as JSON numbers (ADR 0008). A JSON number cannot carry the leading trunk
 * `0` of a national number (0123456789 arrives as 123456789), so the digits are matched against the Malaysian
 * numbering plan (MCMC) and the `0` is put back when they are a national number that lost it:
 *
 * | Digits after the 0      | Kind                               | Example (as a number → stored) |
 * |-------------------------|------------------------------------|--------------------------------|
 * | 1 + 8 or 9 digits       | mobile 010–019 (011/015: 8 digits) | 123456789 → 0123456789         |
 * | 3 + 8 digits            | landline 03 (Klang Valley)         | 312345678 → 0312345678         |
 * | 4–7 or 9 + 7 digits     | landline 04–07, 09                 | 42345678 → 042345678           |
 * | 82–89 + 6 digits        | landline 082–089 (Sabah, Sarawak)  | 82123456 → 082123456           |
 *
 * Anything else (an international number such as 60123456789, or digits of another country) is kept as is.
 */

const NATIONAL_WITHOUT_TRUNK_ZERO = [
  /^1\d{8,9}$/, // mobile 01x
  /^3\d{8}$/, // landline 03
  /^[4-79]\d{7}$/, // landlines 04, 05, 06, 07, 09
  /^8[2-9]\d{6}$/, // landlines 082–089
];

/** `digits` (digits only) with the trunk `0` restored when they are a Malaysian national number without it. */
export function restoreMalaysianTrunkZero(digits: string): string {
  return NATIONAL_WITHOUT_TRUNK_ZERO.some((pattern) => pattern.test(digits)) ? `0${digits}` : digits;
}

/**
 * The stored digits of a phone number sent as a JSON number, or null when the number cannot be a phone number
 * (negative, fractional, or too large to be exact in JSON).
 */
export function phoneDigitsFromNumber(value: number): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  return restoreMalaysianTrunkZero(String(value));
}

/** Malaysian national numbers with their trunk 0: mobiles 01x, landlines 03, 04–07 and 09, 082–089. */
const MALAYSIAN_NATIONAL = [/^01\d{8,9}$/, /^03\d{8}$/, /^0[4-79]\d{7}$/, /^08[2-9]\d{6}$/];
const isMalaysianNational = (digits: string) => MALAYSIAN_NATIONAL.some((pattern) => pattern.test(digits));

/** What people type between digit groups: spaces, hyphens, dots and brackets; a `+` only in front. */
const FORMATTED = /^\+?[\d\s().-]+$/;

/**
 * A phone number typed as text, normalised to the stored digits (issue 23), or null when it is not one:
 * - digits only: kept as typed (clients of the original API send them so, ADR 0008);
 * - written with separators (`012-345 6789`, `(03) 1234 5678`) or with the country code (`+60 12-345 6789`,
 *   `60 12-345 6789`): a Malaysian number must fit the numbering plan and is stored nationally, trunk 0 and
 *   digits only (`0123456789`);
 * - another country's number in international form (`+44 20 7946 0958`): its 8–15 digits (E.164).
 */
export function normalizePhoneText(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d*$/.test(trimmed)) return trimmed;
  if (!FORMATTED.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const fromCountryCode = digits.startsWith('60') ? `0${digits.slice(2)}` : null;
  if (fromCountryCode && isMalaysianNational(fromCountryCode)) return fromCountryCode;
  if (trimmed.startsWith('+'))
    return !digits.startsWith('60') && digits.length >= 8 && digits.length <= 15 ? digits : null;
  return isMalaysianNational(digits) ? digits : null;
}
