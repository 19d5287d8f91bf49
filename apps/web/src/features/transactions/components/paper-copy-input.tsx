/** The paper route of Sign & Pay: download the agreement, sign it by hand, choose the signed PDF to upload. */
import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { ContractDownloadButton } from './contract-download-button';

interface PaperCopyInputProps {
  contractFile: string | null | undefined;
  /**
   * The signed copy the server already holds (its signed link), or null when none is stored. Once stored (e.g. before
   * an abandoned bank page) it counts: choosing a file then replaces it.
   */
  uploaded?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
}

export function PaperCopyInput({
  contractFile,
  uploaded = null,
  file,
  onChange,
  error,
  disabled,
}: PaperCopyInputProps) {
  const t = useT();
  const stored = uploaded !== null;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('pay.paper.instructions')}</Text>
      <Group>
        <ContractDownloadButton href={contractFile} />
      </Group>
      {stored && !file ? (
        <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
          <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t('pay.paper.uploaded')}{' '}
            {uploaded ? (
              <Anchor href={uploaded} target="_blank" rel="noopener noreferrer">
                {t('pay.paper.viewUploaded')}
              </Anchor>
            ) : null}
          </Text>
        </Group>
      ) : null}
      <FileInput
        label={stored ? t('pay.paper.replace') : t('pay.paper.file')}
        placeholder={t('pay.paper.choose')}
        accept="application/pdf"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        clearable
        value={file}
        onChange={onChange}
        description={file || stored || error ? undefined : t('contracts.uploadSigned')}
        error={error}
        disabled={disabled}
        maw={420}
      />
    </Stack>
  );
}
