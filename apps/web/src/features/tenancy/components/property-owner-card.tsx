/**
 * The property's registered owner (issue 25 §5): a record, not a user. New agreements print it as the landlord
 * with SewaMudah as managing agent; agreements already made keep what they printed.
 */
import { LANDLORD_ID_KINDS, type LandlordIdKind } from '@sewamudah/shared';
import { Alert, Button, Card, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import { useGetPropertyOwnerQuery, useSetPropertyOwnerMutation } from '../api';

export function PropertyOwnerCard({ propertyId }: { propertyId: string }) {
  const t = useT();
  const { data } = useGetPropertyOwnerQuery(propertyId);
  const [save, { isLoading }] = useSetPropertyOwnerMutation();
  const [name, setName] = useState('');
  const [idKind, setIdKind] = useState<LandlordIdKind>('ic');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data) {
      setName(data.name);
      setIdKind(data.idKind);
      setIdNumber(data.idNumber);
    }
  }, [data]);

  const submit = async () => {
    setError(null);
    try {
      await save({ id: propertyId, owner: { name, idKind, idNumber } }).unwrap();
      notifySuccess(t('tenancy.owner.title'));
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('tenancy.owner.title')}
        </Title>
        <TextInput label={t('tenancy.owner.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <SegmentedControl
          aria-label={t('tenancy.owner.idKind')}
          value={idKind}
          onChange={(v) => setIdKind(v as LandlordIdKind)}
          data={LANDLORD_ID_KINDS.map((k) => ({
            value: k,
            label: t(k === 'ic' ? 'tenancy.owner.ic' : 'tenancy.owner.company'),
          }))}
        />
        <TextInput
          label={t('tenancy.owner.idNumber')}
          value={idNumber}
          onChange={(e) => setIdNumber(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={() => void submit()} loading={isLoading}>
            {t('tenancy.owner.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
