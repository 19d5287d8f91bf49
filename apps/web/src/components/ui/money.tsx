import { formatRM } from '@sewamudah/shared';

interface MoneyProps {
  /** Amount in ringgit; null/undefined shows a dash. */
  amount: number | null | undefined;
}

/** An amount in RM (SPEC: currency prefix RM), e.g. RM1,500. */
export function Money({ amount }: MoneyProps) {
  return <span>{amount == null ? '-' : formatRM(amount)}</span>;
}
