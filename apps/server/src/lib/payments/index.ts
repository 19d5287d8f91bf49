/** Chooses the payment provider from config.payments (sandbox by default). */
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import type { PaymentProvider } from './provider.js';
import { SandboxPaymentProvider } from './sandbox-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

export type { PaymentIntent, PaymentProvider, PaymentWebhookEvent, ProviderRefund } from './provider.js';
export { WebhookSignatureError } from './provider.js';
export { SandboxPaymentProvider } from './sandbox-provider.js';

export function createPaymentProvider(config: AppConfig['payments'], db: Db, clock: Clock): PaymentProvider {
  if (config.kind === 'stripe') {
    return new StripePaymentProvider({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      ...(config.api ? { api: config.api } : {}),
    });
  }
  return new SandboxPaymentProvider(db, clock, config.webhookSecret);
}
