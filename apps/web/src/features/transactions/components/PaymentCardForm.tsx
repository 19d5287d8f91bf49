/**
 * The card form of the configured provider (GET /api/config): the sandbox's own form or Stripe Elements.
 * Stripe.js (which loads js.stripe.com) is imported only here, on demand, and only when the provider is Stripe:
 * in sandbox mode nothing is fetched from the internet.
 */
import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type Ref } from 'react';
import { useGetPaymentConfigQuery } from '../api';
import type { CardPaymentHandle } from './card-payment';
import { SandboxCardForm } from './SandboxCardForm';

const StripeCardForm = lazy(async () => ({ default: (await import('./StripeCardForm')).StripeCardForm }));

const loading = (
  <Stack gap="sm" aria-busy>
    <Skeleton height={60} />
    <Skeleton height={60} />
  </Stack>
);

interface PaymentCardFormProps {
  handleRef: Ref<CardPaymentHandle | null>;
  disabled?: boolean;
}

export function PaymentCardForm({ handleRef, disabled }: PaymentCardFormProps) {
  const { data: config, isLoading } = useGetPaymentConfigQuery();
  if (isLoading) return loading;
  if (config?.payments === 'stripe' && config.stripePublishableKey) {
    return (
      <Suspense fallback={loading}>
        <StripeCardForm publishableKey={config.stripePublishableKey} handleRef={handleRef} disabled={disabled} />
      </Suspense>
    );
  }
  if (config?.payments === 'sandbox') return <SandboxCardForm handleRef={handleRef} disabled={disabled} />;
  // No config: the handle stays null and submitting says 'Stripe has not been initialized'.
  return null;
}
