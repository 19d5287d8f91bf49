/** The card form of the configured provider (GET /api/config): the sandbox's own form or Stripe Elements. */
import { Skeleton, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { useGetPaymentConfigQuery } from '../api';
import type { CardPaymentHandle } from './card-payment';
import { SandboxCardForm } from './SandboxCardForm';
import { StripeCardForm } from './StripeCardForm';

interface PaymentCardFormProps {
  handleRef: Ref<CardPaymentHandle | null>;
  disabled?: boolean;
}

export function PaymentCardForm({ handleRef, disabled }: PaymentCardFormProps) {
  const { data: config, isLoading } = useGetPaymentConfigQuery();
  if (isLoading) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (config?.payments === 'stripe' && config.stripePublishableKey) {
    return <StripeCardForm publishableKey={config.stripePublishableKey} handleRef={handleRef} disabled={disabled} />;
  }
  if (config?.payments === 'sandbox') return <SandboxCardForm handleRef={handleRef} disabled={disabled} />;
  // No config: the handle stays null and submitting says 'Stripe has not been initialized'.
  return null;
}
