/**
 * Stripe's card field for saving a card (PAYMENTS=stripe): the SetupIntent's client secret is confirmed with
 * Stripe.js confirmCardSetup (3-D Secure handled by Stripe in place), then the confirmation step asks the server.
 * Loaded only in Stripe mode (js.stripe.com is never loaded in the sandbox).
 */
import { Input } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { useImperativeHandle, useMemo, type Ref } from 'react';
import { t, useLanguage, useT } from '@/lib/i18n';
import type { CardSetupHandle } from './card-setup-handle';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

function CardField({ handleRef }: { handleRef: Ref<CardSetupHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  const tr = useT();
  useImperativeHandle(
    handleRef,
    (): CardSetupHandle => ({
      validate: () => Boolean(stripe && elements?.getElement(CardElement)),
      async save(setup) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return t('payments.stripeNotInitialized');
        const result = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
        return result.error ? (result.error.message ?? t('pay.form.paymentNotSucceeded')) : null;
      },
    }),
    [stripe, elements],
  );
  return (
    <Input.Wrapper label={tr('autopayUi.cardTitle')}>
      <CardElement options={{ hidePostalCode: true }} />
    </Input.Wrapper>
  );
}

export function StripeCardSetup({
  publishableKey,
  handleRef,
}: {
  publishableKey: string;
  handleRef: Ref<CardSetupHandle | null>;
}) {
  const language = useLanguage();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: language === 'ms' ? 'ms' : 'en' }}>
      <CardField handleRef={handleRef} />
    </Elements>
  );
}
