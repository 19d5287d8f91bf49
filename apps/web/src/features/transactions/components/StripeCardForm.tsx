/** Stripe Elements card form (PAYMENTS=stripe); the publishable key comes from GET /api/config. */
import { Box, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The `pure` entry injects js.stripe.com only when loadStripe is called, not as a side effect of the import.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { messages } from '@sewamudah/shared';
import { useImperativeHandle, useMemo, type Ref } from 'react';
import type { CardPaymentHandle } from './card-payment';

const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripePromises.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripePromises.set(key, promise);
  }
  return promise;
};

interface StripeCardFormProps {
  publishableKey: string;
  handleRef: Ref<CardPaymentHandle | null>;
  disabled?: boolean;
}

function CardFields({ handleRef, disabled = false }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle<CardPaymentHandle | null, CardPaymentHandle | null>(handleRef, () => {
    if (!stripe || !elements) return null;
    return {
      async confirm(intent) {
        const card = elements.getElement(CardElement);
        if (!card) return { kind: 'done', status: null, errorMessage: messages.payments.stripeNotInitialized };
        const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
          payment_method: { card },
        });
        if (error) return { kind: 'done', status: null, errorMessage: error.message ?? null };
        return { kind: 'done', status: paymentIntent.status, errorMessage: null };
      },
      async handleNextAction(intent) {
        const { error, paymentIntent } = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
        if (error) return { kind: 'done', status: null, errorMessage: error.message ?? null };
        return { kind: 'done', status: paymentIntent?.status ?? null, errorMessage: null };
      },
    };
  }, [stripe, elements]);

  return (
    <Box>
      <Text component="label" size="sm" fw={500} display="block" mb={4}>
        Card details
      </Text>
      <Box p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}>
        <CardElement options={{ hidePostalCode: true, disabled }} />
      </Box>
    </Box>
  );
}

export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <CardFields {...props} />
    </Elements>
  );
}
