/** Manage Applications: "Countersign" for an accepted application whose tenant has signed the agreement. */
import { Badge, Button, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useGetContractQuery } from '@/features/contracts/api';
import { useT } from '@/lib/i18n';
import { CountersignDialog } from './CountersignDialog';

export function CountersignButton({ contractId, subject }: { contractId: string; subject: string }) {
  const [opened, setOpened] = useState(false);
  const t = useT();
  const { data: contract } = useGetContractQuery(contractId);
  const status = contract?.esign.status;
  if (status === 'completed') {
    return (
      <Badge color="green" variant="light" miw="max-content">
        {t('esignUi.signedByBoth')}
      </Badge>
    );
  }
  if (status !== 'tenant_signed') return <Text size="sm">-</Text>;
  return (
    <>
      <Button size="xs" leftSection={<IconSignature size={14} aria-hidden />} onClick={() => setOpened(true)}>
        {t('esignUi.countersignSubmit')}
      </Button>
      {opened ? (
        <CountersignDialog contractId={contractId} subject={subject} opened onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}
