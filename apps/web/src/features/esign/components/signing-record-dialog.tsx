/** A contract's signing record for its tenant and admins: where signing stands, the audit trail, the verify link. */
import { Anchor, Badge, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EsignState } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { RichText, useT } from '@/lib/i18n';
import { useGetAuditQuery } from '../api';
import { AUDIT_EVENT_KEYS, ESIGN_STATUS_KEYS } from '../esign-texts';

interface SigningRecordDialogProps {
  contractId: string;
  esign: EsignState;
  opened: boolean;
  onClose: () => void;
}

export function SigningRecordDialog({ contractId, esign, opened, onClose }: SigningRecordDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { data: events, isLoading, isError } = useGetAuditQuery(contractId, { skip: !opened });
  const t = useT();
  const verifyPath = esign.verifyCode ? paths.verify(esign.verifyCode) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('esignUi.signingRecord')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('esignUi.close') }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={esign.status === 'completed' ? 'green' : esign.status === 'tenant_signed' ? 'blue' : 'gray'}>
            {t(ESIGN_STATUS_KEYS[esign.status])}
          </Badge>
        </Group>
        {verifyPath ? (
          <Text size="sm">
            <RichText
              id="esignUi.verifyAt"
              values={{
                link: (parts) => (
                  <Anchor component={Link} to={verifyPath}>
                    {parts}
                  </Anchor>
                ),
              }}
            />
          </Text>
        ) : null}
        {isLoading ? <Loader aria-label={t('esignUi.loadingAudit')} /> : null}
        {isError ? (
          <Text c="red.8" size="sm" role="alert">
            {t('esignUi.auditFailed')}
          </Text>
        ) : null}
        {events ? (
          <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t('esignUi.auditTrail')}>
            {events.map((e) => (
              <Timeline.Item key={e.seq} title={t(AUDIT_EVENT_KEYS[e.type])}>
                <Text size="sm">
                  <DateText value={e.at} withTime />
                  {e.name ? ` · ${e.name}` : ''}
                  {e.email ? ` (${e.email})` : ''}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    t('esignUi.eventVersion', { version: e.version }),
                    e.ip ? t('esignUi.eventIp', { ip: e.ip }) : null,
                    e.hashAfter ? t('esignUi.eventHash', { hash: e.hashAfter.slice(0, 16) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        ) : null}
      </Stack>
    </Modal>
  );
}
