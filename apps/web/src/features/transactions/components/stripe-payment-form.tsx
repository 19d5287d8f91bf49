/**
 * Stripe's Payment Element (PAYMENTS=stripe, ADR 0018): card, and FPX from RM1 to RM30,000, in Stripe's own
 * tabs. The intent is created after `elements.submit()` (deferred intent), with the same allowed methods; FPX
 * confirms with a `return_url` on our Payment Status route, which Stripe appends `payment_intent` and
 * `payment_intent_client_secret` to. The publishable key comes from GET /api/config.
 */
import { Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The `pure` entry injects js.stripe.com only when loadStripe is called, not as a side effect of the import.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { paymentMethodTypesFor, type PaymentMethodType } from '@sewamudah/shared';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { paths } from '@/config/paths';
import { t, useLanguage } from '@/lib/i18n';
import type { PaymentHandle } from './payment-handle';

const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripePromises.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripePromises.set(key, promise);
  }
  return promise;
};

interface StripePaymentFormProps {
  publishableKey: string;
  /** Sen. */
  amountSen: number;
  fpxUnavailable: string | null;
  handleRef: Ref<PaymentHandle | null>;
  disabled?: boolean;
}

function PaymentFields({
  handleRef,
  disabled = false,
  fpxUnavailable,
}: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const chosen = useRef<PaymentMethodType>('card');

  useImperativeHandle<PaymentHandle | null, PaymentHandle | null>(handleRef, () => {
    if (!stripe || !elements) return null;
    const notReady = { kind: 'done', status: null, errorMessage: t('payments.stripeNotInitialized') } as const;
    return {
      method: () => chosen.current,
      async validate() {
        const { error } = await elements.submit();
        return !error;
      },
      async confirm(intent) {
        const returnUrl = `${window.location.origin}${paths.paymentSuccess(intent.paymentIntentId)}`;
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret: intent.clientSecret,
          confirmParams: { return_url: returnUrl },
          // Cards finish here; FPX leaves for the bank and comes back to `return_url`.
          redirect: 'if_required',
        });
        if (error) return { kind: 'done', status: null, errorMessage: error.message ?? null };
        return paymentIntent ? { kind: 'done', status: paymentIntent.status, errorMessage: null } : notReady;
      },
      async handleNextAction(intent) {
        const { error, paymentIntent } = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
        if (error) return { kind: 'done', status: null, errorMessage: error.message ?? null };
        return { kind: 'done', status: paymentIntent?.status ?? null, errorMessage: null };
      },
    };
  }, [stripe, elements]);

  return (
    <>
      {fpxUnavailable ? (
        <Text size="sm" c="dimmed" mb="xs">
          {fpxUnavailable}
        </Text>
      ) : null}
      <PaymentElement
        options={{ readOnly: disabled, layout: 'tabs' }}
        onChange={(event) => {
          chosen.current = event.value.type === 'fpx' ? 'fpx' : 'card';
        }}
      />
    </>
  );
}

export function StripePaymentForm({ publishableKey, amountSen, ...props }: StripePaymentFormProps) {
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  // Stripe's own fields and errors in the app's language (Stripe.js speaks 'ms' and 'en').
  const language = useLanguage();
  const options = useMemo(
    () => ({
      mode: 'payment' as const,
      amount: amountSen,
      currency: 'myr',
      locale: language,
      // The same methods the server allows on the intent (card; FPX within its limits).
      allowedPaymentMethodTypes: paymentMethodTypesFor(amountSen),
    }),
    [amountSen, language],
  );
  return (
    <Elements stripe={stripePromise} options={options}>
      <PaymentFields amountSen={amountSen} {...props} />
    </Elements>
  );
}
