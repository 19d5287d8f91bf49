/** The official receipts of a transaction (its payment's, then each refund's) as download buttons. */
import { Stack, Text } from '@mantine/core';
import type { ReceiptSummary, Transaction } from '@sewamudah/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { DownloadButton } from './download-button';

export const receiptFile = (r: ReceiptSummary) => ({
  url: `/receipts/${r.id}/file`,
  filename: `receipt-${r.number}.pdf`,
});

export function ReceiptButtons({ transaction }: { transaction: Transaction }) {
  const t = useT();
  const receipts = transaction.receipts ?? [];
  if (receipts.length === 0) return <Text size="sm">-</Text>;
  return (
    <Stack gap={4} align="flex-start">
      {receipts.map((r) => (
        <DownloadButton
          key={r.id}
          {...receiptFile(r)}
          label={r.kind === 'payment' ? t('receiptsUi.receipt') : t('receiptsUi.refundReceipt')}
          aria-label={t(r.kind === 'payment' ? 'receiptsUi.downloadReceipt' : 'receiptsUi.downloadRefundReceipt', {
            number: r.number,
          })}
          icon={<IconReceipt size={16} aria-hidden />}
          variant={r.kind === 'payment' ? 'light' : 'subtle'}
        />
      ))}
    </Stack>
  );
}
