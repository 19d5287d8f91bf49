/** The tenant statement of a contract (every charge, payment and refund with the running balance): PDF or CSV. */
import { Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { DownloadButton } from './download-button';

/** `subject`: the property (and room) the statement is of, e.g. "Residensi Harmoni, Room A". */
export function StatementButtons({ contractId, subject }: { contractId: string; subject: string }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <DownloadButton
        url={`/contracts/${contractId}/statement?format=pdf`}
        filename={`statement-${contractId}.pdf`}
        label={t('receiptsUi.statement')}
        aria-label={t('receiptsUi.statementPdf', { subject })}
        icon={<IconFileText size={16} aria-hidden />}
        variant="subtle"
      />
      <DownloadButton
        url={`/contracts/${contractId}/statement?format=csv`}
        filename={`statement-${contractId}.csv`}
        label={t('receiptsUi.csv')}
        aria-label={t('receiptsUi.statementCsv', { subject })}
        icon={<IconFileSpreadsheet size={16} aria-hidden />}
        variant="subtle"
      />
    </Group>
  );
}
