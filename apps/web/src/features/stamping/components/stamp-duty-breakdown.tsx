/**
 * The stamp duty of an agreement with its working (ADR 0014): the lines, the total and who pays it, in the active
 * language. The working is `calculateStampDuty` on the contract's rent and term, the same pure calculation the
 * server's `stampDuty` comes from, so its words can be translated instead of showing the server's English.
 */
import { Group, Stack, Text } from '@mantine/core';
import {
  calculateStampDuty,
  formatRM,
  STAMP_DUTY_DUPLICATES,
  STAMP_DUTY_RATES,
  type Contract,
} from '@sewamudah/shared';
import { useT, type MessageKey } from '@/lib/i18n';

/** The words of STAMP_DUTY_RATES.byTerm, row by row. */
const BANDS: readonly MessageKey[] = [
  'stampingUi.duty.upTo1Year',
  'stampingUi.duty.upTo3Years',
  'stampingUi.duty.over3Years',
];
const rm = (sen: number) => formatRM(sen / 100);

export function StampDutyBreakdown({
  contract,
}: {
  contract: Pick<Contract, 'rentAmount' | 'stayLength' | 'stampDuty'>;
}) {
  const t = useT();
  const termMonths = contract.stayLength;
  const monthlyRentSen = Math.round(contract.rentAmount * 100);
  const duty = calculateStampDuty({ monthlyRentSen, termMonths });
  const [agreement, duplicatesLine] = duty.lines;
  const duplicates = STAMP_DUTY_DUPLICATES;
  const working = {
    monthlyRent: rm(monthlyRentSen),
    annualRent: rm(duty.annualRentSen),
    units: duty.units,
    rate: rm(duty.rateSen),
    band: t(BANDS[STAMP_DUTY_RATES.byTerm.findIndex((row) => termMonths <= row.maxMonths)]!),
    duty: rm(agreement!.amountSen),
  };
  const lines = [
    { label: t('stampingUi.duty.agreementLine', working), amountSen: agreement!.amountSen },
    ...(duplicatesLine
      ? [
          {
            label: t('stampingUi.duty.duplicateLine', {
              count: duplicates,
              rate: rm(STAMP_DUTY_RATES.duplicateSen),
            }),
            amountSen: duplicatesLine.amountSen,
          },
        ]
      : []),
  ];
  return (
    <Stack gap={4}>
      {lines.map((line) => (
        <Group key={line.label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {line.label}
          </Text>
          <Text size="sm" ta="right">
            {rm(line.amountSen)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {contract.stampDuty.payer === 'tenant'
            ? t('stampingUi.duty.totalTenant')
            : t('stampingUi.duty.totalLandlord')}
        </Text>
        <Text size="sm" fw={600} ta="right">
          {rm(duty.totalSen)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {duplicatesLine
          ? t('stampingUi.duty.workingWithDuplicates', {
              ...working,
              duplicates,
              duplicateRate: rm(STAMP_DUTY_RATES.duplicateSen),
              total: rm(duty.totalSen),
            })
          : t('stampingUi.duty.working', working)}
      </Text>
    </Stack>
  );
}
