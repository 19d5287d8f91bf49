/** Opens a contract's signing record (status, audit trail, verify link) once anyone has signed it in the browser. */
import { Button } from '@mantine/core';
import type { Contract } from '@sewamudah/shared';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { SigningRecordDialog } from './signing-record-dialog';

export function SigningRecordButton({ contract }: { contract: Pick<Contract, '_id' | 'esign'> }) {
  const [opened, setOpened] = useState(false);
  const t = useT();
  if (contract.esign.status === 'unsigned') return null;
  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('esignUi.signingRecord')}
      </Button>
      {opened ? (
        <SigningRecordDialog contractId={contract._id} esign={contract.esign} opened onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}
