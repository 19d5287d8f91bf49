/**
 * WhatsApp numbers in E.164 (issue 24 §5) with libphonenumber-js: a Malaysian number as people write it
 * (`012-345 6789`, `0123456789`, `60123456789`, `+60 12 345 6789`) becomes `+60123456789`; another country's number
 * needs its `+` code. Only numbers that can be mobiles are taken (WhatsApp runs on mobiles).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

export interface WhatsAppNumber {
  /** `+60123456789` */
  e164: string;
  /** `+60 12 345 6789` */
  display: string;
}

export function toWhatsAppNumber(input: string): WhatsAppNumber | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]{6,30}$/.test(text)) return null;
  // `60…` without the plus is the country code written without it (the profile stores digits only).
  const digits = text.replace(/\D/g, '');
  const candidate = !text.startsWith('+') && /^60\d{8,10}$/.test(digits) ? `+${digits}` : text;
  const parsed = parsePhoneNumberFromString(candidate, 'MY');
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (!type || !MOBILE_TYPES.has(type)) return null;
  return { e164: parsed.number, display: parsed.formatInternational() };
}

/** `+60 12 345 6789` for a stored E.164 number (as stored when it cannot be parsed). */
export const displayWhatsAppNumber = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
