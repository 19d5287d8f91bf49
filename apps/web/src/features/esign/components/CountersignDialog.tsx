/** The landlord's side: an admin, for the managing agent, reads the tenant-signed agreement and countersigns it. */
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { DateText } from '@/components/ui/date-text';
import { selectCurrentUser } from '@/features/auth';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useCountersignMutation } from '../api';
import { esignTexts } from '../esign-texts';
import { AgreementDocument } from './AgreementDocument';
import { AgreementLoader } from './AgreementLoader';
import { SignatureForm, type SignatureInput } from './SignatureForm';

interface CountersignDialogProps {
  contractId: string;
  /** Names the agreement in the title, e.g. "Wei Jie Tan · Brickfields Studio". */
  subject: string;
  opened: boolean;
  onClose: () => void;
}

export function CountersignDialog({ contractId, subject, opened, onClose }: CountersignDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const signerName = useSelector(selectCurrentUser)?.userName ?? '';
  const [countersign, { isLoading }] = useCountersignMutation();
  const [error, setError] = useState<string | null>(null);

  return (
    <Modal opened={opened} onClose={onClose} title="Countersign the tenancy agreement" size="xl" fullScreen={phone}>
      <Text size="sm" c="dimmed" mb="sm">
        {subject}
      </Text>
      <AgreementLoader contractId={contractId}>
        {(agreement) => {
          if (agreement.esign.status !== 'tenant_signed') {
            return (
              <Alert color={agreement.esign.status === 'completed' ? 'green' : 'gray'} role="status">
                {esignTexts.statusLabel[agreement.esign.status]}
              </Alert>
            );
          }
          const sign = async (input: SignatureInput) => {
            setError(null);
            try {
              await countersign({ contractId, documentHash: agreement.documentHash, ...input }).unwrap();
              notifySuccess(esignTexts.countersigned);
              onClose();
            } catch (err) {
              setError(getErrorMessage(err, esignTexts.signFailed));
            }
          };
          return (
            <Stack gap="md">
              <Alert color="blue" role="status">
                The tenant signed on <DateText value={agreement.esign.tenantSignedAt} withTime />. Read the agreement,
                then countersign at the end.
              </Alert>
              <AgreementDocument content={agreement.content} esign={agreement.esign} />
              <Stack gap="xs" component="section" aria-label="Countersignature">
                <Text fw={600}>Countersignature</Text>
                <SignatureForm
                  signerName={signerName}
                  agreeLabel={esignTexts.landlordAgree}
                  submitLabel={esignTexts.countersignSubmit}
                  onSubmit={sign}
                  loading={isLoading}
                  error={error}
                />
              </Stack>
            </Stack>
          );
        }}
      </AgreementLoader>
    </Modal>
  );
}
