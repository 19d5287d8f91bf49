/**
 * Sign & Pay, step 1: the tenant reads the whole agreement in the page and signs it by drawing or typing, or
 * takes the paper route (download, sign, upload) shown under "Prefer paper?".
 */
import { Alert, Button, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { DateText } from '@/components/ui/date-text';
import { selectCurrentUser } from '@/features/auth';
import { RichText, useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useEsignMutation } from '../api';
import { AgreementDocument } from './agreement-document';
import { AgreementLoader } from './agreement-loader';
import { SignatureForm, type SignatureInput } from './signature-form';

interface TenantSigningProps {
  contractId: string;
  /** The paper alternative (download the PDF, upload the signed copy). */
  paper: ReactNode;
  /** Opens the paper alternative from the start (e.g. a file is already chosen). */
  paperOpen?: boolean;
}

export function TenantSigning({ contractId, paper, paperOpen = false }: TenantSigningProps) {
  const signerName = useSelector(selectCurrentUser)?.userName ?? '';
  const [esign, { isLoading }] = useEsignMutation();
  const [error, setError] = useState<string | null>(null);
  const [paperShown, { toggle }] = useDisclosure(paperOpen);
  const t = useT();

  return (
    <AgreementLoader contractId={contractId}>
      {(agreement) => {
        if (agreement.esign.status !== 'unsigned') {
          return (
            <Stack gap="md">
              <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
                <RichText
                  id="esignUi.youSignedOn"
                  values={{ date: <DateText value={agreement.esign.tenantSignedAt} withTime /> }}
                />
              </Alert>
              <AgreementDocument content={agreement.content} esign={agreement.esign} />
            </Stack>
          );
        }
        const sign = async (input: SignatureInput) => {
          setError(null);
          try {
            await esign({ contractId, documentHash: agreement.documentHash, ...input }).unwrap();
            notifySuccess(t('esignUi.signed'));
          } catch (err) {
            setError(getErrorMessage(err, t('esignUi.signFailed')));
          }
        };
        return (
          <Stack gap="md">
            <Text size="sm">{t('esignUi.readThenSign')}</Text>
            <AgreementDocument content={agreement.content} esign={agreement.esign} />
            <Stack gap="xs" component="section" aria-label={t('esignUi.yourSignature')}>
              <Text fw={600}>{t('esignUi.yourSignature')}</Text>
              <SignatureForm
                signerName={signerName}
                agreeLabel={t('esignUi.tenantAgree')}
                submitLabel={t('esignUi.signSubmit')}
                onSubmit={sign}
                loading={isLoading}
                error={error}
              />
            </Stack>
            <div>
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                // The label wraps on a phone (BM's is longer than the screen) instead of being cut off.
                h="auto"
                py={4}
                styles={{ label: { whiteSpace: 'normal', lineHeight: 1.4, textAlign: 'start' } }}
                onClick={toggle}
                aria-expanded={paperShown}
                rightSection={
                  <IconChevronDown
                    size={16}
                    aria-hidden
                    style={{ transform: paperShown ? 'rotate(180deg)' : undefined }}
                  />
                }
              >
                {t('esignUi.preferPaper')}
              </Button>
              <Collapse expanded={paperShown}>
                <Stack gap="sm" pt="sm">
                  {paper}
                </Stack>
              </Collapse>
            </div>
          </Stack>
        );
      }}
    </AgreementLoader>
  );
}
