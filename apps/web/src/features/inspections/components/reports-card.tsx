/**
 * The tenancy's condition reports (issue 25 §2): each with its status and a link; admins start the move-in report
 * (and the move-out one once the server allows it: its refusal says why). On the tenancy page it also links the
 * move-in checklist.
 */
import { inspectionStartRefusal } from '@sewamudah/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError } from '@/lib/notify';
import { useCreateInspectionMutation, useGetInspectionsQuery } from '../api';

export function ReportsCard({
  contractId,
  isAdmin,
  bare = false,
  tenancy,
}: {
  contractId: string;
  isAdmin: boolean;
  bare?: boolean;
  /**
   * The tenancy's state and the server's today (not the browser's: the server's clock decides, the dev clock too): a
   * start button shows only when the server would allow it (no button without it).
   */
  tenancy?: { status: string; endDate: string; noticeGiven: boolean; today: string };
}) {
  const t = useT();
  const reports = useGetInspectionsQuery(contractId);
  const [create, { isLoading }] = useCreateInspectionMutation();
  const list = reports.data ?? [];
  const missing = (['move_in', 'move_out'] as const).filter(
    (kind) =>
      !list.some((r) => r.kind === kind) &&
      tenancy !== undefined &&
      inspectionStartRefusal(tenancy, kind, tenancy.today, tenancy.noticeGiven) === null,
  );
  const start = async (kind: 'move_in' | 'move_out') => {
    try {
      await create({ id: contractId, kind }).unwrap();
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
  const body = (
    <Stack gap="sm">
      {!bare ? (
        <>
          <Title order={2} size="h4">
            {t('inspectionUi.cardTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('inspectionUi.cardIntro')}
          </Text>
          <Anchor component={Link} to={paths.moveIn(contractId)}>
            {t('inspectionUi.openMoveIn')}
          </Anchor>
        </>
      ) : null}
      {list.length === 0 ? <Text size="sm">{t('inspectionUi.noReports')}</Text> : null}
      {list.map((report) => (
        <Group key={report.id} justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={paths.inspection(contractId, report.id)}>
            {t('inspectionUi.openReport', { kind: report.kind })}
          </Anchor>
          <Badge variant="light">{t(`inspectionUi.status.${report.status}`)}</Badge>
        </Group>
      ))}
      {isAdmin
        ? missing.map((kind) => (
            <Button key={kind} variant="light" loading={isLoading} onClick={() => void start(kind)}>
              {t('inspectionUi.startReport', { kind })}
            </Button>
          ))
        : null}
    </Stack>
  );
  return bare ? (
    body
  ) : (
    <Paper withBorder p="md" radius="md">
      {body}
    </Paper>
  );
}
