/**
 * Money fields keep exactly what was typed (a string); this turns the text into what the shared zod schemas check,
 * so a typo gets the server's message ("must be a whole number", "at least 1", "at most 100000") instead of being
 * silently rewritten (`-5` → 5, `12.5` → 125, `1e3` → 13).
 */
export type MoneyText = number | string;

/** '' → undefined; plain (optionally signed, decimal, comma-grouped) numbers → their value; anything else → NaN. */
export function moneyTextToNumber(value: MoneyText | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (text === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A number for display (e.g. a saved room's price), or null when the text is not a number. */
export function moneyTextValue(value: MoneyText | null | undefined): number | null {
  const n = moneyTextToNumber(value);
  return n === undefined || Number.isNaN(n) ? null : n;
}
