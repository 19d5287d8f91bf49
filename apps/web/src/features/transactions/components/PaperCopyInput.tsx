/** The paper route of Sign & Pay: download the agreement, sign it by hand, choose the signed PDF to upload. */
import { FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { ContractDownloadButton } from './ContractDownloadButton';

interface PaperCopyInputProps {
  contractFile: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
}

export function PaperCopyInput({ contractFile, file, onChange, error, disabled }: PaperCopyInputProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('pay.paper.instructions')}</Text>
      <Group>
        <ContractDownloadButton href={contractFile} />
      </Group>
      <FileInput
        label={t('pay.paper.file')}
        placeholder={t('pay.paper.choose')}
        accept="application/pdf"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        clearable
        value={file}
        onChange={onChange}
        description={file ? undefined : t('contracts.uploadSigned')}
        error={error}
        disabled={disabled}
        maw={420}
      />
    </Stack>
  );
}
