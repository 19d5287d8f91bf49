/**
 * A condition report (issue 25 §2), for the tenant and admins: meters, then each area's items. The admin fills a
 * draft and completes it with their signature; the tenant reviews within 7 days (comment, photos, "I disagree") and
 * signs; a final report offers its sealed PDF. Phone first: one column, the action at the foot of the page.
 */
import { formatDateTime, type Inspection } from '@sewamudah/shared';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { SignatureForm, type SignatureInput } from '@/features/esign/components/signature-form';
import { DownloadButton } from '@/features/receipts/components/download-button';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useGetInspectionsQuery, useSignInspectionMutation } from '../api';
import { ReportItem, type Mode } from '../components/report-item';
import { areaLabel, itemLabel } from '../labels';

const STATUS_COLOR: Record<Inspection['status'], string> = {
  draft: 'gray',
  tenant_review: 'yellow',
  signed: 'green',
  deemed_accepted: 'teal',
};

export function InspectionPage() {
  const t = useT();
  const { id = '', inspectionId = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.userType === 'admin';
  usePageTitle(isAdmin ? 'Manage Contracts' : 'Contract History');
  const reports = useGetInspectionsQuery(id);
  const [sign, { isLoading: signing }] = useSignInspectionMutation();
  const [signOpen, setSignOpen] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);

  if (reports.isLoading) return <PageLoader />;
  const report = reports.data?.find((r) => r.id === inspectionId);
  if (reports.error || !report) {
    return <Alert color="red">{getErrorMessage(reports.error, t('generic.unexpected'))}</Alert>;
  }
  const reviewOpen = report.status === 'tenant_review' && report.reviewDeadline !== null;
  const mode: Mode =
    isAdmin && report.status === 'draft' ? 'admin-edit' : !isAdmin && reviewOpen ? 'tenant-review' : 'read';
  const canSign = (isAdmin && report.status === 'draft') || (!isAdmin && reviewOpen);
  const signerName = user?.userName ?? '';

  const submit = async (input: SignatureInput) => {
    setSignError(null);
    try {
      await sign({ id, inspectionId: report.id, as: isAdmin ? 'complete' : 'sign', ...input }).unwrap();
      setSignOpen(false);
      notifySuccess(t('inspectionUi.signed'));
    } catch (err) {
      setSignError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <>
      <PageHeader
        title={t('inspectionUi.title', { kind: report.kind })}
        description={
          <Anchor component={Link} to={paths.tenancy(id)} size="sm">
            {t('inspectionUi.back')}
          </Anchor>
        }
      />
      <Stack gap="md" maw={760}>
        <Group gap="xs">
          <Badge color={STATUS_COLOR[report.status]} size="lg">
            {t(`inspectionUi.status.${report.status}`)}
          </Badge>
          {report.disagreements > 0 ? <Badge color="red">{t('inspectionUi.disagrees')}</Badge> : null}
        </Group>
        {reviewOpen ? (
          <Alert color="yellow">
            {t(isAdmin ? 'inspectionUi.reviewByAdmin' : 'inspectionUi.reviewBy', {
              date: formatDateTime(report.reviewDeadline),
            })}
          </Alert>
        ) : null}
        {!isAdmin && report.status === 'draft' ? <Alert>{t('inspectionUi.draftTenant')}</Alert> : null}
        {report.fileUrl ? (
          <Paper withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Text size="sm">{t('inspectionUi.finalNote')}</Text>
              <DownloadButton
                url={report.fileUrl.replace(/^\/api/, '')}
                filename={`${report.kind}-report.pdf`}
                label={t('inspectionUi.download')}
              />
            </Stack>
          </Paper>
        ) : null}

        <Title order={2} size="h4">
          {t('inspectionUi.meters')}
        </Title>
        {report.meters.map((meter) => (
          <ReportItem
            key={meter.id}
            contractId={id}
            report={report}
            item={meter}
            label={t(`inspectionUi.meterKinds.${meter.kind}`)}
            mode={mode}
            side={isAdmin ? 'admin' : 'tenant'}
          />
        ))}
        {report.areas.map((area) => (
          <Stack key={area.position} gap="sm">
            <Title order={2} size="h4">
              {areaLabel(area)}
            </Title>
            {area.items.map((item) => (
              <ReportItem
                key={item.id}
                contractId={id}
                report={report}
                item={item}
                label={itemLabel(item)}
                mode={mode}
                side={isAdmin ? 'admin' : 'tenant'}
              />
            ))}
          </Stack>
        ))}
        {report.signatures.map((s) => (
          <Text key={s.role} size="sm" c="dimmed">
            {t('inspectionUi.signed')}: {s.name}, {formatDateTime(s.signedAt)}
          </Text>
        ))}
        {canSign ? (
          <Button size="md" onClick={() => setSignOpen(true)} style={{ position: 'sticky', bottom: 12 }}>
            {t(isAdmin ? 'inspectionUi.complete' : 'inspectionUi.sign')}
          </Button>
        ) : null}
      </Stack>
      <Modal
        opened={signOpen}
        onClose={() => setSignOpen(false)}
        title={t(isAdmin ? 'inspectionUi.complete' : 'inspectionUi.sign')}
        size="lg"
      >
        <SignatureForm
          signerName={signerName}
          agreeLabel={t(isAdmin ? 'inspectionUi.completeAgree' : 'inspectionUi.signAgree')}
          submitLabel={t(isAdmin ? 'inspectionUi.complete' : 'inspectionUi.sign')}
          onSubmit={submit}
          loading={signing}
          error={signError}
        />
      </Modal>
    </>
  );
}
