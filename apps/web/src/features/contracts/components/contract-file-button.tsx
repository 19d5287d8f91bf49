/** A contract PDF as a plain link in a new tab: the DTO's URL is signed for a few minutes (no token needed). */
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

interface ContractFileButtonProps extends Omit<ButtonProps, 'children' | 'component'> {
  /** The DTO's `contractFile` or `signedContractFile` URL (lists refetch well within its life). */
  fileUrl: string;
  label?: string;
}

export function ContractFileButton({ fileUrl, label, ...props }: ContractFileButtonProps) {
  const t = useT();
  return (
    <Button
      component="a"
      href={fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      {...props}
    >
      {label ?? t('contractsUi.download')}
    </Button>
  );
}
