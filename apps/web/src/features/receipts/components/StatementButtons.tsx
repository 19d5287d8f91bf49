/** The tenant statement of a contract (every charge, payment and refund with the running balance): PDF or CSV. */
import { Group } from '@mantine/core';
import { receiptMessages } from '@sewamudah/shared';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { DownloadButton } from './DownloadButton';

export function StatementButtons({ contractId, subject }: { contractId: string; subject: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <DownloadButton
        url={`/contracts/${contractId}/statement?format=pdf`}
        filename={`statement-${contractId}.pdf`}
        label={receiptMessages.downloadStatement}
        aria-label={`Download the statement of ${subject} (PDF)`}
        icon={<IconFileText size={16} aria-hidden />}
        variant="subtle"
      />
      <DownloadButton
        url={`/contracts/${contractId}/statement?format=csv`}
        filename={`statement-${contractId}.csv`}
        label="CSV"
        aria-label={`Download the statement of ${subject} (CSV)`}
        icon={<IconFileSpreadsheet size={16} aria-hidden />}
        variant="subtle"
      />
    </Group>
  );
}
