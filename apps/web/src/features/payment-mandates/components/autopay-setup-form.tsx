/**
 * Turning autopay on (issue 24 §4): the monthly cap (default the rent, never below it), the day to pay (the due date
 * or up to 3 days before), the consent, and the card: the sandbox's card fields, or Stripe's card field in Stripe
 * mode. Creates the mandate, saves the card on its SetupIntent, then the confirmation step activates it. A refused
 * card can be corrected and saved again on the same SetupIntent.
 */
import { Alert, Button, Checkbox, NumberInput, Select, Skeleton, Stack } from '@mantine/core';
import { AUTOPAY_MAX_DAYS_BEFORE } from '@sewamudah/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { useGetPaymentConfigQuery } from '@/features/transactions/api';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import { useConfirmMandateMutation, useCreateMandateMutation } from '../api';
import type { CardSetupHandle } from './card-setup-handle';
import { SandboxCardSetup } from './sandbox-card-setup';

const StripeCardSetup = lazy(async () => ({ default: (await import('./stripe-card-setup')).StripeCardSetup }));

interface Props {
  contractId: string;
  /** RM. */
  rent: number;
  onCancel: () => void;
}

export function AutopaySetupForm({ contractId, rent, onCancel }: Props) {
  const tr = useT();
  const { data: config, isLoading } = useGetPaymentConfigQuery();
  const [createMandate] = useCreateMandateMutation();
  const [confirmMandate] = useConfirmMandateMutation();
  const card = useRef<CardSetupHandle | null>(null);
  const started = useRef<{ mandateId: string; setupIntentId: string; clientSecret: string } | null>(null);
  const [cap, setCap] = useState<number | string>(rent);
  const [daysBefore, setDaysBefore] = useState('0');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ cap?: string; consent?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const stripeKey = config?.payments === 'stripe' ? config.stripePublishableKey : null;

  const submit = async () => {
    const capValue = typeof cap === 'number' ? cap : Number(cap);
    const next = {
      cap:
        !Number.isFinite(capValue) || capValue < rent
          ? tr('mandateServer.capBelowRent', { amount: `RM${rent}` })
          : undefined,
      consent: consent ? undefined : tr('autopayUi.consentRequired'),
    };
    const cardOk = card.current?.validate() ?? false;
    setErrors(next);
    if (next.cap || next.consent || !cardOk) return;
    setBusy(true);
    try {
      if (!started.current) {
        const created = await createMandate({
          contractId,
          capAmount: capValue,
          daysBefore: Number(daysBefore),
        }).unwrap();
        started.current = { mandateId: created.mandate.id, ...created.setup };
      }
      const refused = await card.current!.save(started.current);
      if (refused) {
        setErrors({ form: tr('mandateServer.setupFailed', { reason: refused }) });
        return;
      }
      await confirmMandate(started.current.mandateId).unwrap();
      notifySuccess(tr('autopayUi.activated'));
    } catch (error) {
      setErrors({ form: getErrorMessage(error, tr('pay.form.paymentNotSucceeded')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <NumberInput
        label={tr('autopayUi.cap')}
        description={tr('autopayUi.capHelp')}
        min={rent}
        decimalScale={2}
        thousandSeparator=","
        value={cap}
        onChange={setCap}
        error={errors.cap}
        disabled={busy}
      />
      <Select
        label={tr('autopayUi.payDay')}
        data={Array.from({ length: AUTOPAY_MAX_DAYS_BEFORE + 1 }, (_, days) => ({
          value: String(days),
          label: tr('autopayUi.payDayOption', { days }),
        }))}
        value={daysBefore}
        onChange={(value) => setDaysBefore(value ?? '0')}
        allowDeselect={false}
        disabled={busy}
      />
      {isLoading ? (
        <Skeleton height={120} />
      ) : stripeKey ? (
        <Suspense fallback={<Skeleton height={60} />}>
          <StripeCardSetup publishableKey={stripeKey} handleRef={card} />
        </Suspense>
      ) : (
        <SandboxCardSetup handleRef={card} disabled={busy} />
      )}
      <Checkbox
        label={tr('autopayUi.consent')}
        checked={consent}
        onChange={(e) => setConsent(e.currentTarget.checked)}
        error={errors.consent}
        disabled={busy}
      />
      {errors.form ? (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Button onClick={submit} loading={busy} fullWidth>
          {tr('autopayUi.saveCard')}
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={busy} fullWidth>
          {tr('autopayUi.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
