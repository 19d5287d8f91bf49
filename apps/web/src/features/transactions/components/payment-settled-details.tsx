/**
 * Under a successful payment: what was paid, its receipt, and what is still to pay on the same tenancy (such as
 * the stamp duty), each with the way to pay it.
 */
import { Anchor, Divider, List, Stack, Text } from '@mantine/core';
import { formatDate, formatRM, type Transaction } from '@sewamudah/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptButtons } from '@/features/receipts/components/receipt-buttons';
import { useT, valueText } from '@/lib/i18n';
import { useGetTransactionQuery, useGetTransactionsQuery } from '../api';

const chargeName = (c: Transaction) => c.description ?? valueText('transactionType', c.type);

export function PaymentSettledDetails({ transactionId, amount }: { transactionId: string; amount?: number }) {
  const t = useT();
  const { data: paid } = useGetTransactionQuery(transactionId);
  const { data: due } = useGetTransactionsQuery(
    { contractId: paid?.contractId ?? '', status: 'Pending', page: 1, limit: 5 },
    { skip: !paid },
  );
  const stillDue = (due ?? []).filter((c) => c.id !== transactionId);
  const paidAmount = amount ?? paid?.amount;
  return (
    <Stack gap="sm" align="center" w="100%">
      {paidAmount !== undefined ? (
        <Text fw={600}>
          {paid
            ? t('pay.status.amountPaidFor', { amount: formatRM(paidAmount), charge: chargeName(paid) })
            : t('pay.status.amountPaid', { amount: formatRM(paidAmount) })}
        </Text>
      ) : null}
      {paid && (paid.receipts ?? []).length > 0 ? <ReceiptButtons transaction={paid} /> : null}
      {stillDue.length > 0 ? (
        <>
          <Divider w="100%" />
          <Text fw={600}>{t('pay.status.nextStep')}</Text>
          <List spacing={4} size="sm" ta="left">
            {stillDue.map((c) => (
              <List.Item key={c.id}>
                <Anchor component={Link} to={paths.payment(c.id)}>
                  {t('pay.status.stillDue', {
                    charge: chargeName(c),
                    amount: formatRM(c.amount),
                    date: formatDate(c.dueDate),
                  })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
