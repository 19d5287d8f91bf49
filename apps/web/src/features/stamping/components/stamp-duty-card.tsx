/**
 * Sign and Pay: the agreement's stamp duty with its calculation and, when the tenant pays it, how: with the deposit
 * in Sign & Pay's one payment (ADR 0034), else a link to pay the Pending stamp-duty charge (ADR 0014).
 */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { PAYABLE_TRANSACTION_STATUSES, STAMP_DUTY_CHARGE_DESCRIPTION, type Contract } from '@sewamudah/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetTransactionsQuery } from '@/features/transactions/api';
import { useT } from '@/lib/i18n';
import { StampDutyBreakdown } from './stamp-duty-breakdown';

export function StampDutyCard({
  contract,
  inSignAndPay = false,
}: {
  contract: Contract;
  /** Sign & Pay while the deposit is unpaid: the stamp duty is paid with it, in one payment (ADR 0034). */
  inSignAndPay?: boolean;
}) {
  const t = useT();
  const tenantPays = contract.stampDuty.payer === 'tenant';
  const { data } = useGetTransactionsQuery(
    // A contract's fees: far fewer than the server's largest page.
    { contractId: contract._id, type: 'Other Fees', page: 1, limit: 100 },
    { skip: !tenantPays || inSignAndPay },
  );
  const charge = data?.find(
    (row) =>
      row.description === STAMP_DUTY_CHARGE_DESCRIPTION &&
      (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(row.status),
  );
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('stampingUi.duty.title')}
        </Title>
        <StampDutyBreakdown contract={contract} />
        {inSignAndPay ? (
          <Text size="sm" c="dimmed">
            {t('stampingUi.duty.inSignAndPay')}
          </Text>
        ) : charge ? (
          <div>
            <Button component={Link} to={paths.payment(charge._id)} variant="light" size="xs">
              {t('stampingUi.duty.pay')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
