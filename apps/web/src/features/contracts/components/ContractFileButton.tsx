/** Downloads a private contract PDF with the session's token and saves it under a readable name. */
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@sewamudah/shared';
import { getErrorMessage, notifyError } from '@/lib/notify';
import { useDownloadContractFileMutation } from '../api';

interface ContractFileButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  /** The DTO's `contractFile` or `signedContractFile` URL. */
  fileUrl: string;
  fileName: string;
  label?: string;
}

export function ContractFileButton({ fileUrl, fileName, label = 'Download', ...props }: ContractFileButtonProps) {
  const [download, { isLoading }] = useDownloadContractFileMutation();

  const handleClick = async () => {
    try {
      const objectUrl = await download(fileUrl).unwrap();
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.unexpected));
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void handleClick()}
      loading={isLoading}
      {...props}
    >
      {label}
    </Button>
  );
}
