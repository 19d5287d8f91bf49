import { Alert, Button, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { COST_BEARERS, DEFAULT_BEARER, formatRM, type CostBearer, type Ticket } from '@sewamudah/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { useT, valueText } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useDisputeCostMutation, useRecordCostMutation } from '../api';
import { TicketSection } from './ticket-section';

/** Who pays (issue 26 §4): the admin records it; the tenant pays their share like any charge or disputes it first. */
export function TicketCost({ ticket, admin }: { ticket: Ticket; admin: boolean }) {
  const t = useT();
  const cost = ticket.cost;
  const [dispute, disputeState] = useDisputeCostMutation();
  const [reason, setReason] = useState('');
  const fail = (e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected')));
  return (
    <TicketSection id="ticket-cost" title={t('maintenanceUi.cost')}>
      {cost ? (
        <Stack gap={4}>
          <Text size="sm">
            {t('maintenanceUi.costLine', {
              total: formatRM(cost.totalRm),
              landlord: formatRM(cost.landlordRm),
              tenant: formatRM(cost.tenantRm),
            })}
          </Text>
          {cost.note ? (
            <Text size="sm" c="dimmed">
              {cost.note}
            </Text>
          ) : null}
          {cost.settledFromDeposit ? (
            <Text size="sm">{t('maintenanceUi.settledFromDeposit')}</Text>
          ) : cost.chargeStatus ? (
            <Text size="sm">{t('maintenanceUi.chargeStatus', { status: valueText('status', cost.chargeStatus) })}</Text>
          ) : null}
          {cost.disputeReason ? (
            <Alert color="orange" p="xs">
              {t('maintenanceUi.disputed', { reason: cost.disputeReason })}
            </Alert>
          ) : null}
          {!admin && cost.chargeStatus === 'Pending' && cost.transactionId ? (
            <Button
              component={Link}
              to={`/payment/${cost.transactionId}`}
              size="sm"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('maintenanceUi.payShare')}
            </Button>
          ) : null}
          {ticket.can.dispute ? (
            <Stack gap={6}>
              <TextInput
                label={t('maintenanceUi.disputeReason')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <Button
                variant="default"
                size="sm"
                loading={disputeState.isLoading}
                disabled={!reason.trim()}
                onClick={() => void dispute({ id: ticket._id, reason }).unwrap().catch(fail)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('maintenanceUi.dispute')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('maintenanceUi.noCost')}
        </Text>
      )}
      {admin && ticket.kind === 'maintenance' && cost?.chargeStatus !== 'Paid' ? <CostForm ticket={ticket} /> : null}
    </TicketSection>
  );
}

function CostForm({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const [record, state] = useRecordCostMutation();
  const hint = ticket.maintenance ? DEFAULT_BEARER[ticket.maintenance.category] : 'landlord';
  const [total, setTotal] = useState<number | string>(ticket.cost?.totalRm ?? '');
  const [bearer, setBearer] = useState<CostBearer>((ticket.cost?.bearer as CostBearer | undefined) ?? hint);
  const [share, setShare] = useState<number | string>(ticket.cost?.tenantRm ?? '');
  const [note, setNote] = useState(ticket.cost?.note ?? '');
  const save = () =>
    record({
      id: ticket._id,
      totalRm: Number(total),
      bearer,
      ...(bearer === 'shared' ? { tenantRm: Number(share) } : {}),
      ...(note.trim() ? { note } : {}),
    })
      .unwrap()
      .catch((e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected'))));
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {t('maintenanceUi.hint', { bearer: t(`maintenanceUi.bearers.${hint}`) })}
      </Text>
      <NumberInput label={t('maintenanceUi.total')} min={0} decimalScale={2} value={total} onChange={setTotal} />
      <SegmentedControl
        fullWidth
        aria-label={t('maintenanceUi.bearer')}
        value={bearer}
        onChange={(value) => setBearer(value as CostBearer)}
        data={COST_BEARERS.map((b) => ({ value: b, label: t(`maintenanceUi.bearers.${b}`) }))}
      />
      {bearer === 'shared' ? (
        <NumberInput
          label={t('maintenanceUi.tenantShare')}
          min={0}
          decimalScale={2}
          value={share}
          onChange={setShare}
        />
      ) : null}
      <TextInput label={t('maintenanceUi.costNote')} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button
        size="sm"
        loading={state.isLoading}
        disabled={total === ''}
        onClick={() => void save()}
        style={{ alignSelf: 'flex-end' }}
      >
        {t('maintenanceUi.recordCost')}
      </Button>
    </Stack>
  );
}
