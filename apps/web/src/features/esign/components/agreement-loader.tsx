/** Loads a contract's agreement for reading and signing; shows a loader or the load error meanwhile. */
import { Alert, Group, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useGetAgreementQuery, type Agreement } from '../api';

export function AgreementLoader({
  contractId,
  children,
}: {
  contractId: string;
  children: (a: Agreement) => ReactNode;
}) {
  const { data, isLoading, isError } = useGetAgreementQuery(contractId, { skip: !contractId });
  const t = useT();
  if (isLoading) {
    return (
      <Group justify="center" py="lg">
        <Loader aria-label={t('esignUi.loading')} />
      </Group>
    );
  }
  if (isError || !data) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {t('esignUi.loadFailed')}
      </Alert>
    );
  }
  return children(data);
}
