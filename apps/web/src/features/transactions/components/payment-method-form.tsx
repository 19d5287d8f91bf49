/**
 * The one payment component of Sign & Pay and the Payment page (ADR 0018): "Online banking (FPX)" and "Card"
 * for the configured provider (GET /api/config), the sandbox's own form or Stripe's Payment Element. Stripe.js
 * (which loads js.stripe.com) is imported only here, on demand, and only when the provider is Stripe: in sandbox
 * mode nothing is fetched from the internet.
 */
import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type Ref } from 'react';
import { useT } from '@/lib/i18n';
import { useGetPaymentConfigQuery } from '../api';
import type { PaymentHandle } from './payment-handle';
import { fpxUnavailableText } from './payment-texts';
import { SandboxPaymentForm } from './sandbox-payment-form';

const StripePaymentForm = lazy(async () => ({ default: (await import('./stripe-payment-form')).StripePaymentForm }));

const loading = (
  <Stack gap="sm" aria-busy>
    <Skeleton height={36} />
    <Skeleton height={60} />
  </Stack>
);

interface PaymentMethodFormProps {
  handleRef: Ref<PaymentHandle | null>;
  /** RM to pay (decides whether FPX is offered). */
  amount: number;
  disabled?: boolean;
}

export function PaymentMethodForm({ handleRef, amount, disabled }: PaymentMethodFormProps) {
  const { data: config, isLoading } = useGetPaymentConfigQuery();
  useT();
  const amountSen = Math.round(amount * 100);
  const fpxUnavailable = fpxUnavailableText(amountSen);
  if (isLoading) return loading;
  if (config?.payments === 'stripe' && config.stripePublishableKey) {
    return (
      <Suspense fallback={loading}>
        <StripePaymentForm
          publishableKey={config.stripePublishableKey}
          amountSen={amountSen}
          fpxUnavailable={fpxUnavailable}
          handleRef={handleRef}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  if (config?.payments === 'sandbox') {
    return <SandboxPaymentForm handleRef={handleRef} fpxUnavailable={fpxUnavailable} disabled={disabled} />;
  }
  // No config: the handle stays null and submitting says 'Stripe has not been initialized'.
  return null;
}
