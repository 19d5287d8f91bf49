/**
 * Manage Applications: "Countersign" for an accepted application whose tenant has signed the agreement. The status
 * comes with the application row (`contractEsignStatus`): no request per row.
 */
import type { EsignStatus } from '@sewamudah/shared';
import { Badge, Button, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { CountersignDialog } from './countersign-dialog';

export function CountersignButton({
  contractId,
  status,
  subject,
}: {
  contractId: string;
  status: EsignStatus | null;
  subject: string;
}) {
  const [opened, setOpened] = useState(false);
  const t = useT();
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
