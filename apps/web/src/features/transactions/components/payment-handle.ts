/** What a payment form (sandbox or Stripe's Payment Element) offers the payment screens (ADR 0018). */
import type { PaymentIntentStatus, PaymentMethodType } from '@sewamudah/shared';

export interface IntentToConfirm {
  paymentIntentId: string;
  clientSecret: string;
  /** RM, shown in the authentication step. */
  amount: number;
}

export type PaymentConfirmResult =
  /** The entered details are incomplete or invalid; the form shows why. */
  | { kind: 'invalid' }
  | { kind: 'done'; status: PaymentIntentStatus | null; errorMessage: string | null }
  /** A redirect-based method (FPX): the browser goes to the bank, which returns to the Payment Status page. */
  | { kind: 'redirect'; url: string };

export interface PaymentHandle {
  /** The method the payer chose, sent with create-payment-intent (the server refuses FPX above its limit). */
  method(): PaymentMethodType;
  /** Checks the entered details before anything is created or uploaded; false: the form shows why. */
  validate(): Promise<boolean>;
  /** Confirms the PaymentIntent with the chosen method. */
  confirm(intent: IntentToConfirm): Promise<PaymentConfirmResult>;
  /** The second attempt after a non-succeeded card confirmation (3-D Secure and other next actions). */
  handleNextAction(intent: IntentToConfirm): Promise<PaymentConfirmResult>;
}
