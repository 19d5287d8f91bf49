/**
 * Notification settings in the profile (issue 24 §1, §5): per topic, in the app, by e-mail and on WhatsApp; locked
 * topics stay on in the app and by e-mail. WhatsApp is offered for the topics with a WhatsApp template, once opted in
 * (the opt-in above the table).
 */
import { Badge, Checkbox, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMinus } from '@tabler/icons-react';
import { isWhatsappCategory, type NotificationChannel, type PreferenceRow } from '@sewamudah/shared';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import {
  useGetNotificationPreferencesQuery,
  useGetWhatsappOptInQuery,
  useUpdateNotificationPreferencesMutation,
} from '../api';
import { WhatsappOptIn } from './whatsapp-opt-in';

const CHANNELS = [
  { channel: 'inApp', label: 'notificationsUi.channelInApp' },
  { channel: 'email', label: 'notificationsUi.channelEmail' },
  { channel: 'whatsapp', label: 'whatsappUi.channel' },
] as const satisfies readonly { channel: NotificationChannel; label: string }[];

export function NotificationPreferences() {
  const t = useT();
  const { data } = useGetNotificationPreferencesQuery();
  const [update, { isLoading }] = useUpdateNotificationPreferencesMutation();
  const { data: whatsapp } = useGetWhatsappOptInQuery();
  const whatsappOn = Boolean(whatsapp?.optIn);

  const change = async (row: PreferenceRow, channel: NotificationChannel, enabled: boolean) => {
    try {
      await update({ preferences: [{ category: row.category, channel, enabled }] }).unwrap();
      notifySuccess(t('notificationsUi.saved'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <>
      <WhatsappOptIn />
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
          <Table verticalSpacing="xs" horizontalSpacing={6} aria-label={t('notificationsUi.preferencesTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notificationsUi.category')}</Table.Th>
                {CHANNELS.map((c) => (
                  <Table.Th key={c.channel} ta="center" fz="xs" w="18%">
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
                      <Badge
                        size="xs"
                        variant="light"
                        color="gray"
                        h="auto"
                        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                      >
                        {t('notificationsUi.alwaysOn')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  {CHANNELS.map((c) => (
                    <Table.Td key={c.channel} ta="center">
                      {c.channel === 'whatsapp' && !isWhatsappCategory(row.category) ? (
                        <>
                          <IconMinus size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                          <VisuallyHidden>{t('whatsappUi.notForTopic')}</VisuallyHidden>
                        </>
                      ) : (
                        <Checkbox
                          display="inline-block"
                          checked={row.channels[c.channel]}
                          disabled={c.channel === 'whatsapp' ? !whatsappOn || isLoading : row.locked || isLoading}
                          aria-label={t('notificationsUi.channelFor', {
                            category: t(`notificationsUi.categories.${row.category}`),
                            channel: t(c.label),
                          })}
                          onChange={(event) => void change(row, c.channel, event.currentTarget.checked)}
                        />
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {!whatsappOn ? (
            <Text size="xs" c="dimmed">
              {t('whatsappUi.offColumn')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
