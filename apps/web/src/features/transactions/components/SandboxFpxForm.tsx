/**
 * The FPX part of the sandbox's payment form (ADR 0018): the FPX retail banks (offline ones shown but not
 * selectable, as FPX does); confirming sends the bank and answers the bank page to go to.
 */
import { NativeSelect, Stack, Text } from '@mantine/core';
import {
  FPX_BANKS,
  isFpxBankOfflineInSandbox,
  paymentMethodMessages as pm,
  transactionMessages as m,
  type FpxBankCode,
} from '@sewamudah/shared';
import { useImperativeHandle, useState, type Ref } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useSandboxConfirmFpxMutation } from '../api';
import type { IntentToConfirm } from './payment-handle';
import type { MethodHandle } from './SandboxCardForm';

const options = [
  { value: '', label: 'Choose your bank', disabled: true },
  ...FPX_BANKS.map((b) => {
    const offline = isFpxBankOfflineInSandbox(b.code);
    return { value: b.code, label: offline ? `${b.name} (offline)` : b.name, disabled: offline };
  }),
];

interface SandboxFpxFormProps {
  handleRef: Ref<MethodHandle | null>;
  disabled?: boolean;
}

export function SandboxFpxForm({ handleRef, disabled = false }: SandboxFpxFormProps) {
  const [bank, setBank] = useState<FpxBankCode | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [confirmFpx] = useSandboxConfirmFpxMutation();

  useImperativeHandle(
    handleRef,
    (): MethodHandle => ({
      async validate() {
        setError(bank ? null : pm.chooseBank);
        return Boolean(bank);
      },
      async confirm(intent: IntentToConfirm) {
        if (!bank) {
          setError(pm.chooseBank);
          return { kind: 'invalid' };
        }
        try {
          const pi = await confirmFpx({ id: intent.paymentIntentId, clientSecret: intent.clientSecret, bank }).unwrap();
          if (pi.nextAction?.type === 'redirect_to_url') return { kind: 'redirect', url: pi.nextAction.url };
          return { kind: 'done', status: pi.status, errorMessage: pi.lastPaymentError?.message ?? null };
        } catch (caught) {
          return { kind: 'done', status: null, errorMessage: getErrorMessage(caught, m.paymentNotSucceeded) };
        }
      },
      async handleNextAction() {
        return { kind: 'done', status: null, errorMessage: m.paymentNotSucceeded };
      },
    }),
    [bank, confirmFpx],
  );

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Your bank"
        data={options}
        value={bank}
        disabled={disabled}
        error={error}
        onChange={(e) => {
          setBank(e.currentTarget.value as FpxBankCode);
          setError(null);
        }}
      />
      <Text size="sm" c="dimmed">
        You will approve the payment on your bank’s page, then come back here. Test paths: approve or decline at any
        bank; Bank Rakyat stays processing for two minutes; AGRONet and KFH are offline.
      </Text>
    </Stack>
  );
}
