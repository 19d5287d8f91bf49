/**
 * The admin's draft of a deposit statement: deductions with evidence and conditions, the tenancy's unpaid repair
 * shares deducted instead of collected (issue 26 §4; the ticket is the evidence), and the keys returned.
 */
import { CONDITIONS, type DepositSettlement, type SaveSettlementBody } from '@sewamudah/shared';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RepairSharesPicker } from './settlement-repairs';
import { getErrorMessage } from '@/lib/notify';
import { useT, type MessageKey } from '@/lib/i18n';
import { useSaveSettlementMutation } from '../api';

type Row = SaveSettlementBody['deductions'][number];
const empty = (): Row => ({ kind: 'damage', description: '', amount: 0, evidence: [] });

export function SettlementEditor({ contractId, settlement }: { contractId: string; settlement: DepositSettlement }) {
  const t = useT();
  const [save, { isLoading }] = useSaveSettlementMutation();
  const [rows, setRows] = useState<Row[]>(() =>
    settlement.deductions
      // Unpaid charges are re-listed by the server and repair shares are sent as `repairs`: neither is a typed row.
      .filter((d) => d.kind !== 'unpaid_charge' && d.kind !== 'repair')
      .map((d) => ({
        kind: d.kind as Row['kind'],
        description: d.description,
        amount: d.amount,
        evidence: d.evidence.filter((e) => !e.note?.startsWith('move-in:')) as Row['evidence'],
      })),
  );
  const [repairs, setRepairs] = useState<string[]>(() =>
    settlement.deductions.flatMap((d) => (d.kind === 'repair' && d.complaintId ? [d.complaintId] : [])),
  );
  const [keys, setKeys] = useState(
    settlement.keysReturned?.length ? settlement.keysReturned : [{ name: '', count: 1 }],
  );
  const [error, setError] = useState<string | null>(null);
  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const conditionOptions = CONDITIONS.map((c) => ({
    value: c,
    label: t(`tenancy.settlement.condition.${c}` as MessageKey),
  }));

  const submit = async () => {
    setError(null);
    try {
      await save({
        id: contractId,
        version: settlement.version,
        deductions: rows,
        repairs: repairs.map((complaintId) => ({ complaintId })),
        keysReturned: keys.filter((k) => k.name.trim() !== ''),
      }).unwrap();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <Stack gap="sm">
      <Alert color="blue">{t('tenancy.settlement.wearAndTear')}</Alert>
      {rows.map((row, i) => (
        <Stack key={i} gap={4} p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}>
          <Select
            label={t('tenancy.settlement.kindLabel')}
            data={(['damage', 'cleaning', 'other'] as const).map((k) => ({
              value: k,
              label: t(`tenancy.settlement.kind.${k}` as MessageKey),
            }))}
            value={row.kind}
            onChange={(v) => update(i, { kind: (v ?? 'other') as Row['kind'] })}
            allowDeselect={false}
          />
          <TextInput
            label={t('tenancy.settlement.description')}
            value={row.description}
            onChange={(e) => update(i, { description: e.currentTarget.value })}
          />
          <NumberInput
            label={t('tenancy.settlement.amount')}
            min={0}
            decimalScale={2}
            value={row.amount}
            onChange={(v) => update(i, { amount: Number(v) || 0 })}
          />
          {row.kind === 'damage' ? (
            <Group grow wrap="wrap">
              <Select
                label={t('tenancy.settlement.moveIn')}
                data={conditionOptions}
                value={row.moveInCondition ?? null}
                onChange={(v) => update(i, { moveInCondition: (v ?? undefined) as Row['moveInCondition'] })}
              />
              <Select
                label={t('tenancy.settlement.moveOut')}
                data={conditionOptions}
                value={row.moveOutCondition ?? null}
                onChange={(v) => update(i, { moveOutCondition: (v ?? undefined) as Row['moveOutCondition'] })}
              />
            </Group>
          ) : null}
          <TextInput
            label={t('tenancy.settlement.evidence')}
            value={row.evidence[0]?.note ?? ''}
            onChange={(e) =>
              update(i, { evidence: e.currentTarget.value ? [{ kind: 'note', note: e.currentTarget.value }] : [] })
            }
          />
        </Stack>
      ))}
      <Button variant="light" onClick={() => setRows([...rows, empty()])}>
        {t('tenancy.settlement.add')}
      </Button>
      <RepairSharesPicker settlement={settlement} chosen={repairs} onChange={setRepairs} />
      <Text size="sm" fw={600}>
        {t('tenancy.settlement.keys')}
      </Text>
      {keys.map((k, i) => (
        <Group key={i} grow wrap="nowrap">
          <TextInput
            label={t('tenancy.settlement.keyName')}
            value={k.name}
            onChange={(e) => setKeys(keys.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)))}
          />
          <NumberInput
            label={t('tenancy.settlement.keyCount')}
            min={0}
            max={20}
            value={k.count}
            onChange={(v) => setKeys(keys.map((x, j) => (j === i ? { ...x, count: Number(v) || 0 } : x)))}
          />
        </Group>
      ))}
      <Button variant="subtle" onClick={() => setKeys([...keys, { name: '', count: 1 }])}>
        {t('tenancy.settlement.addKey')}
      </Button>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button onClick={() => void submit()} loading={isLoading}>
        {t('tenancy.settlement.save')}
      </Button>
    </Stack>
  );
}
