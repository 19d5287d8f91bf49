/**
 * Sign and Pay: the agreement's stamp duty with its calculation and, when the tenant pays it, a link to pay the
 * Pending stamp-duty charge created with the deposit (ADR 0014).
 */
import { Button, Card, Stack, Title } from '@mantine/core';
import { PAYABLE_TRANSACTION_STATUSES, STAMP_DUTY_CHARGE_DESCRIPTION, type Contract } from '@sewamudah/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetTransactionsQuery } from '@/features/transactions/api';
import { useT } from '@/lib/i18n';
import { StampDutyBreakdown } from './StampDutyBreakdown';

export function StampDutyCard({ contract }: { contract: Contract }) {
  const t = useT();
  const tenantPays = contract.stampDuty.payer === 'tenant';
  const { data } = useGetTransactionsQuery(
    // A contract's fees: far fewer than the server's largest page.
    { contractId: contract._id, type: 'Other Fees', page: 1, limit: 100 },
    { skip: !tenantPays },
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
        {charge ? (
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
