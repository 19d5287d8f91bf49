/** Sign & Pay after paying first: the deposit is in, the signed copy is the one step left (it activates the rental). */
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUploadSignedCopyMutation } from '../api';
import { ContractDownloadButton } from './contract-download-button';
import { signedPdfProblem } from './signed-pdf-check';

export function SignedCopyStep({ contractId, contractFile }: { contractId: string; contractFile: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadSignedCopyMutation();
  const t = useT();

  const onFileChange = (chosen: File | null) => {
    const problem = chosen ? signedPdfProblem(chosen) : null;
    setFile(chosen && !problem ? chosen : null);
    setFileError(problem);
  };

  const onUpload = async () => {
    if (!file) {
      setFileError(t('contracts.uploadSigned'));
      return;
    }
    try {
      await upload({ contractId, file }).unwrap();
      notifySuccess(t('contracts.signedCopyActivated'));
    } catch (error) {
      // The server says what is wrong with the file (too large, not a real PDF, scripts inside, ...).
      const failed = t('contracts.uploadFailed');
      const reason = getErrorMessage(error, failed);
      setFileError(reason);
      notifyError(reason === failed ? reason : t('pay.paper.uploadFailedBecause', { reason }));
    }
  };

  return (
    <Alert color="yellow" role="status" title={t('contracts.awaitingSignedCopy')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('contracts.signedCopyStepLeft')}</Text>
        <ContractDownloadButton href={contractFile} />
        <FileInput
          label={t('pay.paper.file')}
          placeholder={t('pay.paper.choose')}
          accept="application/pdf"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          clearable
          value={file}
          onChange={onFileChange}
          error={fileError}
          disabled={isLoading}
          w="100%"
          maw={420}
        />
        <Group>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => void onUpload()}
            loading={isLoading}
            disabled={!file}
          >
            {t('contracts.uploadSignedCopy')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
