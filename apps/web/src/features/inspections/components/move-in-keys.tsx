/** The key handover (issue 25 §1): the admin records the keys and when they were handed over, the tenant confirms. */
import { formatDateTime, type MoveIn } from '@sewamudah/shared';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useConfirmKeysMutation, useRecordKeysMutation } from '../api';
import { toIso, useRun } from './move-in-actions';

export function MoveInKeys({ id, moveIn, isAdmin }: { id: string; moveIn: MoveIn; isAdmin: boolean }) {
  const t = useT();
  const run = useRun();
  const [record, recording] = useRecordKeysMutation();
  const [confirmKeys, confirming] = useConfirmKeysMutation();
  const [items, setItems] = useState(moveIn.keys.items.length ? moveIn.keys.items : [{ name: '', count: 1 }]);
  const [handedAt, setHandedAt] = useState('');
  const k = moveIn.keys;
  return (
    <Stack gap="sm">
      {k.handedAt ? (
        <Stack gap={2}>
          {k.items.map((item) => (
            <Text key={item.name} size="sm">
              {item.count} × {item.name}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t('moveInUi.handedOn', { time: formatDateTime(k.handedAt) })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{t('moveInUi.keysNone')}</Text>
      )}
      {k.confirmedAt ? (
        <Text size="sm" c="green">
          {t('moveInUi.keysConfirmed', { time: formatDateTime(k.confirmedAt) })}
        </Text>
      ) : null}
      {!isAdmin && k.handedAt && !k.confirmedAt ? (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={confirming.isLoading}
          onClick={() => void run(() => confirmKeys(id).unwrap())}
        >
          {t('moveInUi.confirmKeys')}
        </Button>
      ) : null}
      {isAdmin && !k.confirmedAt ? (
        <Stack gap="xs">
          {items.map((item, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('moveInUi.keyName')}
                value={item.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setItems(items.map((it, i) => (i === index ? { ...it, name } : it)));
                }}
              />
              <NumberInput
                w={80}
                label={t('moveInUi.keyCount')}
                min={1}
                max={50}
                value={item.count}
                onChange={(value) =>
                  setItems(items.map((it, i) => (i === index ? { ...it, count: Number(value) || 1 } : it)))
                }
              />
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setItems([...items, { name: '', count: 1 }])}
          >
            {t('moveInUi.addKey')}
          </Button>
          <TextInput
            type="datetime-local"
            label={t('moveInUi.handedAt')}
            value={handedAt}
            onChange={(e) => setHandedAt(e.currentTarget.value)}
          />
          <Button
            disabled={!handedAt || items.every((i) => !i.name.trim())}
            loading={recording.isLoading}
            onClick={() =>
              void run(() =>
                record({ id, items: items.filter((i) => i.name.trim()), handedAt: toIso(handedAt) }).unwrap(),
              )
            }
          >
            {t('moveInUi.record')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
