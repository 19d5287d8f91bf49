/** Admin: the table's rows with its current filters as a CSV file (streamed by the server, any size). */
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { queryOf } from '../api';
import { DownloadButton } from './download-button';

interface ExportCsvButtonProps {
  /** '/transactions/export' or '/contracts/export'. */
  path: string;
  filters: Record<string, string | undefined | null>;
  filename: string;
  /** What is exported, in the active language, for the accessible name ("Export {what} as CSV"). */
  what: string;
}

export function ExportCsvButton({ path, filters, filename, what }: ExportCsvButtonProps) {
  const t = useT();
  return (
    <DownloadButton
      url={`${path}${queryOf(filters)}`}
      filename={filename}
      label={t('receiptsUi.exportCsv')}
      aria-label={t('receiptsUi.exportAria', { what })}
      icon={<IconFileSpreadsheet size={16} aria-hidden />}
      variant="default"
      size="sm"
    />
  );
}
