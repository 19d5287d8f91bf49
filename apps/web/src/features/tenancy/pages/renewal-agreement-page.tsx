/**
 * The renewal agreement (issue 25 §3, docs/decisions/0036), for the tenant and admins: the whole agreement as the
 * PDF lays it out, then the tenant's signature or, once the tenant signed, the admin's countersignature (which
 * completes and seals it). Once sealed: the PDF, its verification page and its LHDN stamping.
 */
import { formatDate, formatDateTime, type RenewalAgreement, type StampingStatus } from '@sewamudah/shared';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { AgreementDocument } from '@/features/esign/components/agreement-document';
import { SignatureForm, type SignatureInput } from '@/features/esign/components/signature-form';
import { ContractFileButton } from '@/features/contracts/components/contract-file-button';
import { DownloadButton } from '@/features/receipts/components/download-button';
import { StampingControls } from '@/features/stamping/components/stamping-popover';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT, type MessageKey } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import {
  useGetRenewalAgreementQuery,
  useGetRenewalStampingQuery,
  useSetRenewalStampingMutation,
  useSignRenewalMutation,
  useUploadRenewalStampCertificateMutation,
} from '../api';

const STAMPING_LABELS: Record<StampingStatus, MessageKey> = {
  not_stamped: 'stampingUi.status.notStamped',
  submitted: 'stampingUi.status.submitted',
  stamped: 'stampingUi.status.stamped',
};

export function RenewalAgreementPage() {
  const t = useT();
  const { id = '', offerId = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.userType === 'admin';
  usePageTitle(isAdmin ? 'Manage Contracts' : 'Contract History');
  const agreement = useGetRenewalAgreementQuery({ id, offerId });
  const [sign, signing] = useSignRenewalMutation();
  const [error, setError] = useState<string | null>(null);

  if (agreement.isLoading) return <PageLoader />;
  const back = (
    <Anchor component={Link} to={paths.tenancy(id)} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('renewalUi.back')}
      </Group>
    </Anchor>
  );
  if (agreement.error || !agreement.data) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {getErrorMessage(agreement.error, t('renewalUi.notReady'))}
        </Alert>
      </Stack>
    );
  }
  const a = agreement.data;
  const mySign = isAdmin ? a.status === 'tenant_signed' : a.status === 'unsigned';
  const submit = async (input: SignatureInput) => {
    setError(null);
    try {
      await sign({ id, offerId, documentHash: a.documentHash, ...input }).unwrap();
      notifySuccess(t(isAdmin ? 'renewalUi.countersignedToast' : 'renewalUi.signedToast'));
    } catch (err) {
      setError(getErrorMessage(err, t('renewalUi.signFailed')));
    }
  };
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={t(!mySign ? 'renewalUi.title' : isAdmin ? 'renewalUi.countersignTitle' : 'renewalUi.signTitle')}
        description={t(!mySign ? 'renewalUi.readIntro' : isAdmin ? 'renewalUi.adminIntro' : 'renewalUi.intro')}
      />
      <StatusPanel agreement={a} isAdmin={isAdmin} contractId={id} />
      <AgreementDocument
        content={a.content}
        esign={{
          status: a.status,
          tenantSignedAt: a.tenantSignedAt,
          countersignedAt: a.adminSignedAt,
          completedAt: a.adminSignedAt,
          verifyCode: a.verifyCode,
        }}
      />
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {t('renewalUi.documentHash', { hash: a.documentHash })}
      </Text>
      {mySign ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('renewalUi.yourSignature')}>
          <Stack gap="xs">
            <Text fw={600}>{t('renewalUi.yourSignature')}</Text>
            <SignatureForm
              signerName={user?.userName ?? ''}
              agreeLabel={t(isAdmin ? 'renewalUi.landlordAgree' : 'renewalUi.tenantAgree')}
              submitLabel={t(isAdmin ? 'renewalUi.countersignSubmit' : 'renewalUi.signSubmit')}
              onSubmit={submit}
              loading={signing.isLoading}
              error={error}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

function StatusPanel({
  agreement: a,
  isAdmin,
  contractId,
}: {
  agreement: RenewalAgreement;
  isAdmin: boolean;
  contractId: string;
}) {
  const t = useT();
  const download = (
    <DownloadButton
      url={a.file.replace(/^\/api/, '')}
      filename={`renewal-agreement-${a.offerId.slice(0, 8)}.pdf`}
      label={t('renewalUi.download')}
    />
  );
  if (a.status === 'completed') {
    return (
      <Alert color="green" role="status" icon={<IconShieldCheck size={18} aria-hidden />}>
        <Stack gap="xs">
          <Text size="sm">{t('renewalUi.completed', { date: formatDateTime(a.adminSignedAt) })}</Text>
          <Group gap="sm" wrap="wrap">
            {download}
            {a.verifyCode ? (
              <Button component={Link} to={paths.verify(a.verifyCode)} variant="subtle" size="xs">
                {t('renewalUi.verify')}
              </Button>
            ) : null}
          </Group>
          <RenewalStamping contractId={contractId} offerId={a.offerId} isAdmin={isAdmin} />
        </Stack>
      </Alert>
    );
  }
  const waiting =
    a.status === 'tenant_signed' && !isAdmin
      ? t('renewalUi.waitingAdmin')
      : a.status === 'unsigned' && isAdmin
        ? t('renewalUi.waitingTenant')
        : null;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      {waiting ? (
        <Alert color="blue" role="status" icon={<IconCircleCheck size={18} aria-hidden />} style={{ flex: 1 }}>
          {waiting}
        </Alert>
      ) : null}
      {download}
    </Group>
  );
}

function RenewalStamping({ contractId, offerId, isAdmin }: { contractId: string; offerId: string; isAdmin: boolean }) {
  const t = useT();
  const { data } = useGetRenewalStampingQuery({ id: contractId, offerId });
  const [save] = useSetRenewalStampingMutation();
  const [upload] = useUploadRenewalStampCertificateMutation();
  if (!data) return <Text size="sm">{t('renewalUi.stampingPending')}</Text>;
  const status = t(STAMPING_LABELS[data.status]);
  return (
    <Stack gap="xs" maw={420}>
      <Text size="sm">{t('renewalUi.stamping', { status, date: formatDate(data.dueDate) })}</Text>
      {data.certificateFile ? (
        <ContractFileButton fileUrl={data.certificateFile} label={t('stampingUi.status.certificate')} />
      ) : null}
      {isAdmin ? (
        <StampingControls
          compact={false}
          status={data.status}
          save={(next) => save({ id: contractId, offerId, status: next }).unwrap()}
          upload={(file) => upload({ id: contractId, offerId, file }).unwrap()}
        />
      ) : null}
    </Stack>
  );
}
