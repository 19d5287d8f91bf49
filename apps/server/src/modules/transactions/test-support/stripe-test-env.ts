import type { FakeStripe } from './fake-stripe.js';

/** The environment of a test app whose Stripe provider talks to the local stand-in (`FakeStripe`). */
export const stripeTestEnv = (fake: FakeStripe, webhookSecret: string): Record<string, string> => ({
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_sewamudah',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_sewamudah',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(fake.port),
  STRIPE_API_PROTOCOL: 'http',
});
