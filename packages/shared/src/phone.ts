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
