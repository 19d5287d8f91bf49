/** What a card form (sandbox or Stripe Elements) offers the payment screens. */
import type { PaymentIntentStatus } from '@sewamudah/shared';

export interface IntentToConfirm {
  paymentIntentId: string;
  clientSecret: string;
  /** RM, shown in the authentication step. */
  amount: number;
}

export type CardConfirmResult =
  /** The entered card details are incomplete or invalid; the form shows why. */
  { kind: 'invalid' } | { kind: 'done'; status: PaymentIntentStatus | null; errorMessage: string | null };

export interface CardPaymentHandle {
  /** Confirms the PaymentIntent with the entered card. */
  confirm(intent: IntentToConfirm): Promise<CardConfirmResult>;
  /** The second attempt after a non-succeeded confirmation (3-D Secure and other next actions). */
  handleNextAction(intent: IntentToConfirm): Promise<CardConfirmResult>;
}
