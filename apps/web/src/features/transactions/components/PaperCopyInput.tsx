/** The paper route of Sign & Pay: download the agreement, sign it by hand, choose the signed PDF to upload. */
import { FileInput, Group, Stack, Text } from '@mantine/core';
import { messages } from '@sewamudah/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { ContractDownloadButton } from './ContractDownloadButton';

interface PaperCopyInputProps {
  contractFile: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
}

export function PaperCopyInput({ contractFile, file, onChange, error, disabled }: PaperCopyInputProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">Download the agreement, sign it by hand and upload the signed copy as a PDF.</Text>
      <Group>
        <ContractDownloadButton href={contractFile} />
      </Group>
      <FileInput
        label="Signed contract (PDF)"
        placeholder="Choose the signed PDF"
        accept="application/pdf"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        clearable
        value={file}
        onChange={onChange}
        description={file ? undefined : messages.contracts.uploadSigned}
        error={error}
        disabled={disabled}
        maw={420}
      />
    </Stack>
  );
}
