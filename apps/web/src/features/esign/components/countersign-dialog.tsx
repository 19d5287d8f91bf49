/** The landlord's side: an admin, for the managing agent, reads the tenant-signed agreement and countersigns it. */
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { DateText } from '@/components/ui/date-text';
import { selectCurrentUser } from '@/features/auth';
import { RichText, useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useCountersignMutation } from '../api';
import { ESIGN_STATUS_KEYS } from '../esign-texts';
import { AgreementDocument } from './agreement-document';
import { AgreementLoader } from './agreement-loader';
import { SignatureForm, type SignatureInput } from './signature-form';

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
  const t = useT();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('esignUi.countersignTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('esignUi.close') }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {subject}
      </Text>
      <AgreementLoader contractId={contractId}>
        {(agreement) => {
          if (agreement.esign.status !== 'tenant_signed') {
            return (
              <Alert color={agreement.esign.status === 'completed' ? 'green' : 'gray'} role="status">
                {t(ESIGN_STATUS_KEYS[agreement.esign.status])}
              </Alert>
            );
          }
          const sign = async (input: SignatureInput) => {
            setError(null);
            try {
              await countersign({ contractId, documentHash: agreement.documentHash, ...input }).unwrap();
              notifySuccess(t('esignUi.countersigned'));
              onClose();
            } catch (err) {
              setError(getErrorMessage(err, t('esignUi.signFailed')));
            }
          };
          return (
            <Stack gap="md">
              <Alert color="blue" role="status">
                <RichText
                  id="esignUi.tenantSignedOn"
                  values={{ date: <DateText value={agreement.esign.tenantSignedAt} withTime /> }}
                />
              </Alert>
              <AgreementDocument content={agreement.content} esign={agreement.esign} />
              <Stack gap="xs" component="section" aria-label={t('esignUi.countersignature')}>
                <Text fw={600}>{t('esignUi.countersignature')}</Text>
                <SignatureForm
                  signerName={signerName}
                  agreeLabel={t('esignUi.landlordAgree')}
                  submitLabel={t('esignUi.countersignSubmit')}
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
