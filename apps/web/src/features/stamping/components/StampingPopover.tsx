/**
 * A contract's stamp duty and LHDN stamping (ADR 0014), behind a small button in the contracts table: the duty
 * with its calculation, the stamping status and due date, the stamp certificate once uploaded; admins also set
 * the status and upload the certificate.
 */
import { Badge, Button, FileInput, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { STAMPING_STATUS_LABELS, STAMPING_STATUSES, type Contract, type StampingStatus } from '@sewamudah/shared';
import { useState } from 'react';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { ContractFileButton } from '@/features/contracts/components/ContractFileButton';
import { getErrorStatus } from '@/lib/api-error';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useGetStampingQuery, useUpdateStampingMutation, useUploadStampCertificateMutation } from '../api';
import { StampDutyBreakdown } from './StampDutyBreakdown';

function AdminControls({ contractId, status }: { contractId: string; status: StampingStatus }) {
  const [update, { isLoading: saving }] = useUpdateStampingMutation();
  const [upload, { isLoading: uploading }] = useUploadStampCertificateMutation();
  const [file, setFile] = useState<File | null>(null);
  const onStatus = async (value: string | null) => {
    if (!value) return;
    try {
      await update({ contractId, status: value as StampingStatus }).unwrap();
      notifySuccess('Stamping status saved');
    } catch (error) {
      notifyError(getErrorMessage(error, 'The stamping status could not be saved.'));
    }
  };
  const onUpload = async () => {
    if (!file) return;
    try {
      await upload({ contractId, file }).unwrap();
      setFile(null);
      notifySuccess('Stamp certificate uploaded');
    } catch (error) {
      notifyError(getErrorMessage(error, 'The stamp certificate could not be uploaded.'));
    }
  };
  return (
    <Stack gap="xs">
      <Select
        label="Stamping status"
        size="xs"
        data={STAMPING_STATUSES.map((value) => ({ value, label: STAMPING_STATUS_LABELS[value] }))}
        value={status}
        onChange={(value) => void onStatus(value)}
        disabled={saving}
        allowDeselect={false}
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileInput
          label="Stamp certificate (PDF)"
          size="xs"
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={() => void onUpload()} disabled={!file} loading={uploading}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}

function StampingDetails({ contract, admin }: { contract: Contract; admin: boolean }) {
  const { data, error, isLoading } = useGetStampingQuery(contract._id);
  if (isLoading) return <Text size="sm">Loading stamping...</Text>;
  if (getErrorStatus(error) === 404) {
    return (
      <Text size="sm" c="dimmed">
        Stamping starts once the agreement is signed by both parties: it must be stamped within 30 days.
      </Text>
    );
  }
  if (!data) return <Text size="sm">The stamping status could not be loaded.</Text>;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={data.status === 'stamped' ? 'green' : data.overdue ? 'red' : 'yellow'} variant="light">
          {data.overdue ? 'Overdue' : STAMPING_STATUS_LABELS[data.status]}
        </Badge>
        {data.status !== 'stamped' ? (
          <Text size="sm">
            Due <DateText value={data.dueDate} />
          </Text>
        ) : null}
      </Group>
      {data.certificateFile ? <ContractFileButton fileUrl={data.certificateFile} label="Stamp certificate" /> : null}
      {admin ? <AdminControls contractId={contract._id} status={data.status} /> : null}
    </Stack>
  );
}

export function StampingPopover({ contract, admin = false }: { contract: Contract; admin?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="xs" onClick={() => setOpened((o) => !o)}>
          Stamp duty <Money amount={contract.stampDuty.amount} />
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <Stack gap="sm">
            <StampDutyBreakdown stampDuty={contract.stampDuty} />
            <StampingDetails contract={contract} admin={admin} />
          </Stack>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
