/** A button that downloads one file of the API (receipt, statement, export) with the user's session. */
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDownload } from '../use-download';
import type { DownloadArgs } from '../api';

interface DownloadButtonProps extends Omit<ButtonProps, 'children' | 'component'>, DownloadArgs {
  label: ReactNode;
  /** Accessible name when the label alone does not name the file (e.g. "Download receipt SM-2026-000123"). */
  'aria-label'?: string;
  icon?: ReactNode;
}

export function DownloadButton({ url, filename, label, icon, 'aria-label': ariaLabel, ...props }: DownloadButtonProps) {
  const [download, { isLoading }] = useDownload();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={icon ?? <IconDownload size={16} aria-hidden />}
      loading={isLoading}
      onClick={() => void download({ url, filename })}
      aria-label={ariaLabel}
      {...props}
    >
      {label}
    </Button>
  );
}
