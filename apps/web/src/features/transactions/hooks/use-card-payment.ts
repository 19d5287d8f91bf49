/**
 * The card payment flow of SPEC §4 shared by Sign and Pay and the Payment page: (optional preparation),
 * create the PaymentIntent, confirm the card, a second attempt when the first did not succeed (3-D Secure),
 * record the payment on the server, then the Payment Status page.
 */
import { messages } from '@sewamudah/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import type { CardConfirmResult, CardPaymentHandle, IntentToConfirm } from '../components/card-payment';

/** A failed step whose text is shown as is (e.g. 'Failed to upload signed contract'). */
export class PaymentStepError extends Error {}

export interface PaymentSteps {
  prepare?: () => Promise<void>;
  createIntent: () => Promise<IntentToConfirm>;
  record: (paymentIntentId: string) => Promise<void>;
}

export function useCardPayment() {
  const handleRef = useRef<CardPaymentHandle | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  async function pay(steps: PaymentSteps): Promise<void> {
    const card = handleRef.current;
    if (!card) {
      setErrorMessage(messages.payments.stripeNotInitialized);
      return;
    }
    setIsProcessing(true);
    setErrorMessage(null);
    try {
      await steps.prepare?.();
      const intent = await steps.createIntent();
      let result: CardConfirmResult = await card.confirm(intent);
      if (result.kind === 'invalid') return;
      if (!result.errorMessage && result.status !== 'succeeded' && result.status !== 'processing') {
        result = await card.handleNextAction(intent);
        if (result.kind === 'invalid') return;
      }
      if (result.errorMessage) {
        setErrorMessage(result.errorMessage);
      } else if (result.status === 'succeeded') {
        await steps.record(intent.paymentIntentId);
        void navigate(paths.paymentSuccess(intent.paymentIntentId));
      } else if (result.status === 'processing') {
        void navigate(paths.paymentSuccess(intent.paymentIntentId));
      } else {
        setErrorMessage(messages.payments.tryAgain);
      }
    } catch (error) {
      setErrorMessage(
        error instanceof PaymentStepError ? error.message : getErrorMessage(error, messages.generic.unexpected),
      );
    } finally {
      setIsProcessing(false);
    }
  }

  return { handleRef, pay, isProcessing, errorMessage };
}
