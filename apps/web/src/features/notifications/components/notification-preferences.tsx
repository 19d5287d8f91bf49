/** Notification settings in the profile (issue 24 §1): per topic, in the app and by e-mail; locked topics stay on. */
import { Badge, Checkbox, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { NotificationChannel, PreferenceRow } from '@sewamudah/shared';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '../api';

const CHANNELS = [
  { channel: 'inApp', label: 'notificationsUi.channelInApp' },
  { channel: 'email', label: 'notificationsUi.channelEmail' },
] as const satisfies readonly { channel: NotificationChannel; label: string }[];

export function NotificationPreferences() {
  const t = useT();
  const { data } = useGetNotificationPreferencesQuery();
  const [update, { isLoading }] = useUpdateNotificationPreferencesMutation();

  const change = async (row: PreferenceRow, channel: NotificationChannel, enabled: boolean) => {
    try {
      await update({ preferences: [{ category: row.category, channel, enabled }] }).unwrap();
      notifySuccess(t('notificationsUi.saved'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mt="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('notificationsUi.preferencesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notificationsUi.preferencesIntro')}
          </Text>
        </div>
        <Table verticalSpacing="xs" aria-label={t('notificationsUi.preferencesTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notificationsUi.category')}</Table.Th>
              {CHANNELS.map((c) => (
                <Table.Th key={c.channel} ta="center">
                  {t(c.label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data ?? []).map((row) => (
              <Table.Tr key={row.category}>
                <Table.Td>
                  <Text size="sm">{t(`notificationsUi.categories.${row.category}`)}</Text>
                  {row.locked ? (
                    <Badge size="xs" variant="light" color="gray">
                      {t('notificationsUi.alwaysOn')}
                    </Badge>
                  ) : null}
                </Table.Td>
                {CHANNELS.map((c) => (
                  <Table.Td key={c.channel} ta="center">
                    <Checkbox
                      display="inline-block"
                      checked={row.channels[c.channel]}
                      disabled={row.locked || isLoading}
                      aria-label={t('notificationsUi.channelFor', {
                        category: t(`notificationsUi.categories.${row.category}`),
                        channel: t(c.label),
                      })}
                      onChange={(event) => void change(row, c.channel, event.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
