/** "Confirm facts" on the Edit Property page (issue 28 §6): asks first, then shows when the facts were confirmed. */
import { Group, Text } from '@mantine/core';
import { formatDate, type Property } from '@sewamudah/shared';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useT } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useVerifyPropertyFactsMutation } from '../../facts-api';

export function VerifyFactsButton({ property }: { property: Property }) {
  const t = useT();
  const [verify, { isLoading }] = useVerifyPropertyFactsMutation();
  const verifiedAt = property.facts?.verifiedAt ?? null;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" mb="md">
      <Text size="sm" c={property.facts?.verified ? 'teal.9' : 'dimmed'}>
        {verifiedAt ? t('factsForm.verifiedOn', { date: formatDate(verifiedAt) }) : t('factsForm.notVerified')}
      </Text>
      <ConfirmAction
        label={t('factsForm.verify')}
        title={t('factsForm.verify')}
        message={t('factsForm.verifyConfirm', { name: property.name })}
        color="teal"
        loading={isLoading}
        onConfirm={async () => {
          try {
            const updated = await verify(property._id).unwrap();
            const at = updated.facts?.verifiedAt;
            if (at) notifySuccess(t('factsForm.verifiedOn', { date: formatDate(at) }));
          } catch (error) {
            notifyError(getErrorMessage(error, t('generic.unexpected')));
          }
        }}
      />
    </Group>
  );
}
