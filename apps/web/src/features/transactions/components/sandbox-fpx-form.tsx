/**
 * The FPX part of the sandbox's payment form (ADR 0018): the FPX retail banks (offline ones shown but not
 * selectable, as FPX does); confirming sends the bank and answers the bank page to go to.
 */
import { NativeSelect, Stack, Text } from '@mantine/core';
import { FPX_BANKS, isFpxBankOfflineInSandbox, type FpxBankCode } from '@sewamudah/shared';
import { useImperativeHandle, useState, type Ref } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { t, useT } from '@/lib/i18n';
import { useSandboxConfirmFpxMutation } from '../api';
import type { IntentToConfirm } from './payment-handle';
import { paymentErrorText } from './payment-texts';
import type { MethodHandle } from './sandbox-card-form';

/** Bank names are names; only "offline" and the prompt are words. */
const optionsOf = () => [
  { value: '', label: t('pay.fpx.chooseOption'), disabled: true },
  ...FPX_BANKS.map((b) => {
    const offline = isFpxBankOfflineInSandbox(b.code);
    return { value: b.code, label: offline ? t('pay.fpx.offline', { bank: b.name }) : b.name, disabled: offline };
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
  useT();

  useImperativeHandle(
    handleRef,
    (): MethodHandle => ({
      async validate() {
        setError(bank ? null : t('pay.fpx.chooseBank'));
        return Boolean(bank);
      },
      async confirm(intent: IntentToConfirm) {
        if (!bank) {
          setError(t('pay.fpx.chooseBank'));
          return { kind: 'invalid' };
        }
        try {
          const pi = await confirmFpx({ id: intent.paymentIntentId, clientSecret: intent.clientSecret, bank }).unwrap();
          if (pi.nextAction?.type === 'redirect_to_url') return { kind: 'redirect', url: pi.nextAction.url };
          return { kind: 'done', status: pi.status, errorMessage: paymentErrorText(pi.lastPaymentError?.message) };
        } catch (caught) {
          return {
            kind: 'done',
            status: null,
            errorMessage: getErrorMessage(caught, t('pay.form.paymentNotSucceeded')),
          };
        }
      },
      async handleNextAction() {
        return { kind: 'done', status: null, errorMessage: t('pay.form.paymentNotSucceeded') };
      },
    }),
    [bank, confirmFpx],
  );

  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('pay.fpx.bank')}
        data={optionsOf()}
        value={bank}
        disabled={disabled}
        error={error}
        onChange={(e) => {
          setBank(e.currentTarget.value as FpxBankCode);
          setError(null);
        }}
      />
      <Text size="sm" c="dimmed">
        {t('pay.fpx.hint')}
      </Text>
    </Stack>
  );
}
