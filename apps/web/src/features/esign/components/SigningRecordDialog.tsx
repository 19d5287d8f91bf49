/** A contract's signing record for its tenant and admins: where signing stands, the audit trail, the verify link. */
import { Anchor, Badge, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AgreementEventType, EsignState } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useGetAuditQuery } from '../api';
import { esignTexts } from '../esign-texts';

const EVENT_LABELS: Record<AgreementEventType, string> = {
  created: 'Agreement created',
  viewed: 'Agreement opened',
  signed: 'Signed by the tenant',
  countersigned: 'Countersigned for the landlord',
  completed: 'Agreement completed and sealed',
  downloaded: 'Agreement downloaded',
};

interface SigningRecordDialogProps {
  contractId: string;
  esign: EsignState;
  opened: boolean;
  onClose: () => void;
}

export function SigningRecordDialog({ contractId, esign, opened, onClose }: SigningRecordDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { data: events, isLoading, isError } = useGetAuditQuery(contractId, { skip: !opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Signing record" size="lg" fullScreen={phone}>
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={esign.status === 'completed' ? 'green' : esign.status === 'tenant_signed' ? 'blue' : 'gray'}>
            {esignTexts.statusLabel[esign.status]}
          </Badge>
        </Group>
        {esign.verifyCode ? (
          <Text size="sm">
            Anyone can check this agreement at{' '}
            <Anchor component={Link} to={paths.verify(esign.verifyCode)}>
              its verification page
            </Anchor>
            .
          </Text>
        ) : null}
        {isLoading ? <Loader aria-label="Loading the audit trail" /> : null}
        {isError ? (
          <Text c="red.8" size="sm" role="alert">
            The audit trail could not be loaded.
          </Text>
        ) : null}
        {events ? (
          <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label="Audit trail">
            {events.map((e) => (
              <Timeline.Item key={e.seq} title={EVENT_LABELS[e.type]}>
                <Text size="sm">
                  <DateText value={e.at} withTime />
                  {e.name ? ` · ${e.name}` : ''}
                  {e.email ? ` (${e.email})` : ''}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Version {e.version}
                  {e.ip ? ` · IP ${e.ip}` : ''}
                  {e.hashAfter ? ` · SHA-256 ${e.hashAfter.slice(0, 16)}…` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        ) : null}
      </Stack>
    </Modal>
  );
}
