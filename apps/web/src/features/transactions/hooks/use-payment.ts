/**
 * The payment flow of SPEC §4 shared by Sign and Pay and the Payment page (ADR 0018): check the entered details,
 * (optional preparation), create the PaymentIntent for the chosen method, confirm it; a card gets a second attempt
 * when the first did not succeed (3-D Secure) and is recorded on the server, FPX leaves for the bank page, which
 * returns to the Payment Status page (the webhook records it). Then the Payment Status page.
 */
import type { PaymentMethodType } from '@sewamudah/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import type { IntentToConfirm, PaymentConfirmResult, PaymentHandle } from '../components/payment-handle';

/** A failed step whose text is shown as is (e.g. 'Failed to upload signed contract'). */
export class PaymentStepError extends Error {}

export interface PaymentSteps {
  prepare?: () => Promise<void>;
  createIntent: (method: PaymentMethodType) => Promise<IntentToConfirm>;
  record: (paymentIntentId: string) => Promise<void>;
}

/** Leaves for the bank's page (a full navigation, as Stripe.js does). Replaceable in tests. */
export const goToBank = { assign: (url: string) => window.location.assign(url) };

export function usePayment() {
  const handleRef = useRef<PaymentHandle | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  async function pay(steps: PaymentSteps): Promise<void> {
    const form = handleRef.current;
    if (!form) {
      setErrorMessage(t('payments.stripeNotInitialized'));
      return;
    }
    setIsProcessing(true);
    setErrorMessage(null);
    let leaving = false;
    try {
      if (!(await form.validate())) return;
      await steps.prepare?.();
      const intent = await steps.createIntent(form.method());
      let result: PaymentConfirmResult = await form.confirm(intent);
      if (result.kind === 'invalid') return;
      if (result.kind === 'done' && !result.errorMessage && result.status === 'requires_action') {
        result = await form.handleNextAction(intent);
        if (result.kind === 'invalid') return;
      }
      if (result.kind === 'redirect') {
        leaving = true;
        goToBank.assign(result.url);
      } else if (result.errorMessage) {
        setErrorMessage(result.errorMessage);
      } else if (result.status === 'succeeded') {
        await steps.record(intent.paymentIntentId);
        void navigate(paths.paymentSuccess(intent.paymentIntentId));
      } else if (result.status === 'processing') {
        void navigate(paths.paymentSuccess(intent.paymentIntentId));
      } else {
        setErrorMessage(t('payments.tryAgain'));
      }
    } catch (error) {
      setErrorMessage(
        error instanceof PaymentStepError ? error.message : getErrorMessage(error, t('generic.unexpected')),
      );
    } finally {
      // On the way to the bank the button stays busy until the page is gone.
      if (!leaving) setIsProcessing(false);
    }
  }

  return { handleRef, pay, isProcessing, errorMessage };
}
