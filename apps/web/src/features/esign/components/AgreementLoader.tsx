/** Loads a contract's agreement for reading and signing; shows a loader or the load error meanwhile. */
import { Alert, Group, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useGetAgreementQuery, type Agreement } from '../api';
import { esignTexts } from '../esign-texts';

export function AgreementLoader({
  contractId,
  children,
}: {
  contractId: string;
  children: (a: Agreement) => ReactNode;
}) {
  const { data, isLoading, isError } = useGetAgreementQuery(contractId, { skip: !contractId });
  if (isLoading) {
    return (
      <Group justify="center" py="lg">
        <Loader aria-label="Loading the agreement" />
      </Group>
    );
  }
  if (isError || !data) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {esignTexts.loadFailed}
      </Alert>
    );
  }
  return children(data);
}
