/**
 * The sandbox's payment form (PAYMENTS=sandbox, test mode): "Online banking (FPX)" or "Card" (ADR 0018). FPX is
 * offered from RM1 to RM30,000; otherwise only card, with the reason.
 */
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import type { PaymentMethodType } from '@sewamudah/shared';
import { IconFlask } from '@tabler/icons-react';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useT } from '@/lib/i18n';
import type { PaymentHandle } from './payment-handle';
import { SandboxCardForm, type MethodHandle } from './sandbox-card-form';
import { SandboxFpxForm } from './sandbox-fpx-form';

interface SandboxPaymentFormProps {
  handleRef: Ref<PaymentHandle | null>;
  /** Why FPX cannot pay this amount; null when it can. */
  fpxUnavailable: string | null;
  disabled?: boolean;
}

export function SandboxPaymentForm({ handleRef, fpxUnavailable, disabled = false }: SandboxPaymentFormProps) {
  const [method, setMethod] = useState<PaymentMethodType>(fpxUnavailable ? 'card' : 'fpx');
  const chosen = fpxUnavailable ? 'card' : method;
  const part = useRef<MethodHandle | null>(null);
  const t = useT();

  useImperativeHandle(
    handleRef,
    (): PaymentHandle => ({
      method: () => chosen,
      validate: async () => (part.current ? part.current.validate() : false),
      confirm: async (intent) => part.current?.confirm(intent) ?? { kind: 'invalid' },
      handleNextAction: async (intent) => part.current?.handleNextAction(intent) ?? { kind: 'invalid' },
    }),
    [chosen],
  );

  return (
    <Stack gap="sm">
      <Alert
        variant="light"
        color="yellow"
        icon={<IconFlask size={18} aria-hidden />}
        title={t('pay.form.testMode')}
        p="sm"
      >
        <Text size="sm">{t('pay.form.testModeText')}</Text>
      </Alert>
      <SegmentedControl
        fullWidth
        aria-label={t('pay.form.methodLabel')}
        // Long method names (BM) wrap inside their half rather than squeezing the other one.
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
        value={chosen}
        onChange={(value) => setMethod(value as PaymentMethodType)}
        disabled={disabled}
        data={[
          { value: 'fpx', label: t('pay.form.fpx'), disabled: Boolean(fpxUnavailable) },
          { value: 'card', label: t('pay.form.card') },
        ]}
      />
      {fpxUnavailable ? (
        <Text size="sm" c="dimmed">
          {fpxUnavailable}
        </Text>
      ) : null}
      {chosen === 'fpx' ? (
        <SandboxFpxForm handleRef={part} disabled={disabled} />
      ) : (
        <SandboxCardForm handleRef={part} disabled={disabled} />
      )}
    </Stack>
  );
}
