/** Admin: the table's rows with its current filters as a CSV file (streamed by the server, any size). */
import { receiptMessages } from '@sewamudah/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { queryOf } from '../api';
import { DownloadButton } from './DownloadButton';

interface ExportCsvButtonProps {
  /** '/transactions/export' or '/contracts/export'. */
  path: string;
  filters: Record<string, string | undefined | null>;
  filename: string;
  /** What is exported, for the accessible name ("Export transactions as CSV"). */
  what: string;
}

export function ExportCsvButton({ path, filters, filename, what }: ExportCsvButtonProps) {
  return (
    <DownloadButton
      url={`${path}${queryOf(filters)}`}
      filename={filename}
      label={receiptMessages.exportCsv}
      aria-label={`Export ${what} as CSV`}
      icon={<IconFileSpreadsheet size={16} aria-hidden />}
      variant="default"
      size="sm"
    />
  );
}
