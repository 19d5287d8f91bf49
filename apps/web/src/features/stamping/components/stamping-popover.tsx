/**
 * A contract's stamp duty and LHDN stamping (ADR 0014), behind a small button in the contracts table: the duty
 * with its calculation, the stamping status and due date, the stamp certificate once uploaded; admins also set
 * the status and upload the certificate.
 */
import { Badge, Button, FileInput, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { formatRM, STAMPING_STATUSES, type Contract, type StampingStatus } from '@sewamudah/shared';
import { useState } from 'react';
import { DateText } from '@/components/ui/date-text';
import { ContractFileButton } from '@/features/contracts/components/contract-file-button';
import { getErrorStatus } from '@/lib/api-error';
import { RichText, useT, type MessageKey } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useGetStampingQuery, useUpdateStampingMutation, useUploadStampCertificateMutation } from '../api';
import { StampDutyBreakdown } from './stamp-duty-breakdown';

const STATUS_LABELS: Record<StampingStatus, MessageKey> = {
  not_stamped: 'stampingUi.status.notStamped',
  submitted: 'stampingUi.status.submitted',
  stamped: 'stampingUi.status.stamped',
};

/**
 * An admin's stamping controls: the status and the LHDN certificate's upload. The agreement's popover and the renewal
 * agreement's page each pass their own `save` and `upload` (the same rules on the server, ADR 0036).
 */
export function StampingControls({
  status,
  save,
  upload,
  compact = true,
}: {
  status: StampingStatus;
  save: (status: StampingStatus) => Promise<unknown>;
  upload: (file: File) => Promise<unknown>;
  compact?: boolean;
}) {
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const t = useT();
  const size = compact ? 'xs' : 'sm';
  const onStatus = async (value: string | null) => {
    if (!value || value === status) return;
    setSaving(true);
    try {
      await save(value as StampingStatus);
      notifySuccess(t('stampingUi.status.saved'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('stampingUi.status.saveFailed')));
    } finally {
      setSaving(false);
    }
  };
  const onUpload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      await upload(file);
      setFile(null);
      notifySuccess(t('stampingUi.status.uploaded'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('stampingUi.status.uploadFailed')));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap="xs">
      <Select
        label={t('stampingUi.status.label')}
        size={size}
        data={STAMPING_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
        value={status}
        onChange={(value) => void onStatus(value)}
        disabled={saving}
        allowDeselect={false}
        // Inside the popover: a list in a portal is "outside", so a click or tap on an option closed the popover
        // before the option was picked (only the keyboard worked).
        comboboxProps={{ withinPortal: false }}
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileInput
          label={t('stampingUi.status.certificateFile')}
          size={size}
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: 1 }}
        />
        <Button size={size} onClick={() => void onUpload()} disabled={!file} loading={uploading}>
          {t('stampingUi.status.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

function AdminControls({ contractId, status }: { contractId: string; status: StampingStatus }) {
  const [update] = useUpdateStampingMutation();
  const [upload] = useUploadStampCertificateMutation();
  return (
    <StampingControls
      status={status}
      save={(next) => update({ contractId, status: next }).unwrap()}
      upload={(file) => upload({ contractId, file }).unwrap()}
    />
  );
}

/**
 * Whether the agreement is signed for stamping as the server counts it (stamping.repository `isSigned`): completed
 * e-signing, or a hand-signed copy; not cancelled. Before that there is no stamping to ask for (it would be a 404).
 */
export const stampingStarted = (contract: Contract) =>
  contract.status !== 'Cancelled' &&
  (contract.esign.status === 'completed' || (contract.esign.status === 'unsigned' && contract.signedAt !== null));

function StampingDetails({ contract, admin }: { contract: Contract; admin: boolean }) {
  const started = stampingStarted(contract);
  const { data, error, isLoading } = useGetStampingQuery(contract._id, { skip: !started });
  const t = useT();
  if (isLoading) return <Text size="sm">{t('stampingUi.status.loading')}</Text>;
  if (!started || getErrorStatus(error) === 404) {
    return (
      <Text size="sm" c="dimmed">
        {t('stampingUi.status.notStarted')}
      </Text>
    );
  }
  if (!data) return <Text size="sm">{t('stampingUi.status.loadError')}</Text>;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={data.status === 'stamped' ? 'green' : data.overdue ? 'red' : 'yellow'} variant="light">
          {data.overdue ? t('stampingUi.status.overdue') : t(STATUS_LABELS[data.status])}
        </Badge>
        {data.status !== 'stamped' ? (
          <Text size="sm">
            <RichText id="stampingUi.status.due" values={{ date: <DateText value={data.dueDate} /> }} />
          </Text>
        ) : null}
      </Group>
      {data.certificateFile ? (
        <ContractFileButton fileUrl={data.certificateFile} label={t('stampingUi.status.certificate')} />
      ) : null}
      {admin ? <AdminControls contractId={contract._id} status={data.status} /> : null}
    </Stack>
  );
}

export function StampingPopover({ contract, admin = false }: { contract: Contract; admin?: boolean }) {
  const [opened, setOpened] = useState(false);
  const t = useT();
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="xs" onClick={() => setOpened((o) => !o)}>
          {t('stampingUi.duty.button', { amount: formatRM(contract.stampDuty.amount) })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <Stack gap="sm">
            <StampDutyBreakdown contract={contract} />
            <StampingDetails contract={contract} admin={admin} />
          </Stack>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
