/** Feedback for the listing's price range: typed text is checked, never rewritten (no silent `-500` → 500). */
import { t } from '@/lib/i18n';
import { moneyTextToNumber } from '@/lib/money-text';

export interface PriceRangeCheck {
  min: number | null;
  max: number | null;
  minError: string | null;
  maxError: string | null;
}

function checkOne(text: string, negativeMessage: string): { value: number | null; error: string | null } {
  const n = moneyTextToNumber(text);
  if (n === undefined) return { value: null, error: null };
  if (Number.isNaN(n) || !Number.isInteger(n)) return { value: null, error: t('properties.priceNotANumber') };
  if (n < 0) return { value: null, error: negativeMessage };
  return { value: n, error: null };
}

/** The typed min/max → the values to filter by (null when empty or invalid) and each box's error (active language). */
export function checkPriceRange(minText: string, maxText: string): PriceRangeCheck {
  const min = checkOne(minText, t('properties.minPriceNegative'));
  const max = checkOne(maxText, t('properties.maxPriceNegative'));
  if (min.value !== null && max.value !== null && min.value > max.value)
    return { min: null, max: max.value, minError: t('properties.minAboveMax'), maxError: null };
  return { min: min.value, max: max.value, minError: min.error, maxError: max.error };
}
