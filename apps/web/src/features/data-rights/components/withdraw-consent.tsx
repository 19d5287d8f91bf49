/** "Withdraw consent" (issue 27 §4): the applications that share the tenant profile, and one button for all. */
import { List, Skeleton, Stack, Text } from '@mantine/core';
import { formatDate } from '@sewamudah/shared';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage } from '@/lib/api-error';
import { useT, valueText } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGetConsentQuery, useWithdrawConsentMutation } from '../api';

export function WithdrawConsent() {
  const t = useT();
  const { data, isLoading } = useGetConsentQuery();
  const [withdraw, { isLoading: isWithdrawing }] = useWithdrawConsentMutation();
  const shared = data?.applications ?? [];

  const confirm = async () => {
    try {
      const result = await withdraw({}).unwrap();
      notifySuccess(t('dataRightsUi.withdrawn', { count: result.applicationIds.length }));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  if (isLoading) return <Skeleton height={48} />;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('dataRightsUi.withdrawText')}
      </Text>
      {shared.length === 0 ? (
        <Text size="sm">{t('dataRightsUi.withdrawNone')}</Text>
      ) : (
        <>
          <List size="sm" spacing={4}>
            {shared.map((item) => (
              <List.Item key={item.applicationId}>
                {t('dataRightsUi.sharedWith', {
                  property: item.propertyName,
                  status: valueText('status', item.status),
                  date: formatDate(item.consentAt),
                })}
              </List.Item>
            ))}
          </List>
          <div>
            <ConfirmAction
              label={t('dataRightsUi.withdrawAll')}
              title={t('dataRightsUi.withdrawConfirmTitle')}
              message={t('dataRightsUi.withdrawConfirmText', { count: shared.length })}
              confirmLabel={t('dataRightsUi.withdrawConfirm')}
              cancelLabel={t('dataRightsUi.cancel')}
              color="orange"
              loading={isWithdrawing}
              onConfirm={confirm}
              buttonProps={{ variant: 'outline' }}
            />
          </div>
        </>
      )}
    </Stack>
  );
}
