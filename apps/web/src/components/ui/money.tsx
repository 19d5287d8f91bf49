import { formatRM } from '@sewamudah/shared';

interface MoneyProps {
  /** Amount in ringgit; null/undefined shows a dash. */
  amount: number | null | undefined;
}

/** An amount in RM (SPEC: currency prefix RM), e.g. RM1,500. */
export function Money({ amount }: MoneyProps) {
  // Never broken across lines ("RM3,70" / "0") in a narrow table column.
  return <span style={{ whiteSpace: 'nowrap' }}>{amount == null ? '-' : formatRM(amount)}</span>;
}
