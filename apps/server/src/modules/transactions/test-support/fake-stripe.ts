/** A local HTTP server standing in for api.stripe.com: records requests, keeps PaymentIntents in memory. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  payment_method_types: string[];
  /** A saved card's customer (autopay's off-session charges). */
  customer?: string | null;
  /** The PaymentMethod the payer used (expanded when asked with `expand[]=payment_method`). */
  payment_method: FakePaymentMethod | null;
}

export type FakePaymentMethod =
  | { id: string; object: 'payment_method'; type: 'card'; card: { brand: string; last4: string } }
  | { id: string; object: 'payment_method'; type: 'fpx'; fpx: { bank: string } };

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  failure_reason: string | null;
  metadata: Record<string, string>;
}

/** A SetupIntent (autopay mandates): saved by `saveCard`, as Stripe.js confirmCardSetup would. */
export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  customer: string;
  usage: string;
  metadata: Record<string, string>;
  payment_method: Extract<FakePaymentMethod, { type: 'card' }> | null;
  last_setup_error: null;
}

export class FakeStripe {
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  /** How off-session charges of a saved card end (by PaymentMethod id; Stripe's 4242 / 0341 test cards). */
  readonly savedCards = new Map<string, 'succeed' | 'decline'>();
  readonly requests: RecordedRequest[] = [];
  readonly refunds: FakeRefund[] = [];
  private readonly refundsByKey = new Map<string, FakeRefund>();
  /** The state new refunds get (Stripe leaves some pending, e.g. while the card network confirms). */
  newRefundStatus: FakeRefund['status'] = 'succeeded';
  readonly intents = new Map<string, FakeIntent>();
  private readonly byIdempotencyKey = new Map<string, FakeIntent>();
  private server: Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const [path = '', query = ''] = (req.url ?? '').split('?');
        // GET parameters come in the query string, POST ones in the body.
        const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? query : raw));
        const expanded = Object.entries(form).some(([k, v]) => k.startsWith('expand[') && v === 'payment_method');
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
          res.end(JSON.stringify(body));
        };
        const refundPath = path.match(/^\/v1\/refunds\/(re_\w+)$/);
        if (refundPath && req.method === 'GET') {
          const found = this.refunds.find((r) => r.id === refundPath[1]);
          if (found) return send(200, found);
          const message = `No such refund: '${refundPath[1]}'`;
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });
        }
        if (path === '/v1/refunds' && req.method === 'POST') {
          const refund = this.refund(form, req.headers['idempotency-key']);
          return 'error' in refund ? send(400, refund) : send(200, refund);
        }
        if (path === '/v1/customers' && req.method === 'POST') {
          return send(200, { id: `cus_fake${this.requests.length}`, object: 'customer', email: form.email ?? null });
        }
        const setupPath = path.match(/^\/v1\/setup_intents(?:\/(seti_\w+))?$/);
        if (setupPath) return this.setupIntent(setupPath[1], form, req.method ?? '', expanded, send);
        const match = path.match(/^\/v1\/payment_intents(?:\/(pi_\w+))?(\/cancel|\/confirm)?$/);
        if (!match) return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
        const [, id, cancel] = match;
        if (!id && req.method === 'POST') {
          return send(200, this.view(this.create(form, req.headers['idempotency-key']), expanded));
        }
        const intent = id ? this.intents.get(id) : undefined;
        if (!intent) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${id}'`,
            },
          });
        }
        if (cancel === '/confirm') return this.confirmOffSession(intent, form, send);
        if (cancel) intent.status = 'canceled';
        return send(200, this.view(intent, expanded));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  private create(form: Record<string, string>, key: string | string[] | undefined): FakeIntent {
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const existing = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
    if (existing) return existing;
    const id = `pi_fake${this.intents.size + 1}${Date.now()}`;
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = k.match(/^metadata\[(\w+)\]$/);
      if (m) metadata[m[1]!] = v;
    }
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake`,
      metadata,
      last_payment_error: null,
      payment_method_types: Object.entries(form)
        .filter(([k]) => k.startsWith('allowed_payment_method_types['))
        .map(([, v]) => v),
      payment_method: null,
      customer: form.customer ?? null,
    };
    // Created with a saved card: waiting for its (off-session) confirmation.
    if (form.payment_method) {
      intent.status = 'requires_confirmation';
      intent.payment_method = this.savedCard(form.payment_method);
    }
    this.intents.set(id, intent);
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent);
    return intent;
  }

  private refund(
    form: Record<string, string>,
    key: string | string[] | undefined,
  ): FakeRefund | { error: { type: string; message: string } } {
    const idempotencyKey = typeof key === 'string' ? key : '';
    const known = this.refundsByKey.get(idempotencyKey);
    if (known) return known;
    const intent = this.intents.get(form.payment_intent ?? '');
    const amount = Number(form.amount);
    const refunded = this.refunds.filter((r) => r.payment_intent === intent?.id).reduce((sum, r) => sum + r.amount, 0);
    if (!intent || intent.status !== 'succeeded' || refunded + amount > intent.amount) {
      return { error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount' } };
    }
    const refund: FakeRefund = {
      id: `re_fake${this.refunds.length + 1}${Date.now()}`,
      object: 'refund',
      amount,
      payment_intent: intent.id,
      status: this.newRefundStatus,
      failure_reason: null,
      metadata: {},
    };
    this.refunds.push(refund);
    if (idempotencyKey) this.refundsByKey.set(idempotencyKey, refund);
    return refund;
  }

  /** Stripe's later answer for a pending refund (what `refund.updated` then carries). */
  settleRefund(id: string, status: 'succeeded' | 'failed', failureReason: string | null = null): FakeRefund {
    const refund = this.refunds.find((r) => r.id === id)!;
    refund.status = status;
    refund.failure_reason = status === 'failed' ? failureReason : null;
    return { ...refund };
  }

  /** Stripe returns the PaymentMethod's id unless it was expanded. */
  private view(intent: FakeIntent, expanded: boolean) {
    return { ...intent, payment_method: expanded ? intent.payment_method : (intent.payment_method?.id ?? null) };
  }

  /** What a payer's successful confirmation does at Stripe: a Visa 4242 by default, or an FPX bank. */
  succeed(id: string, method: { fpx: string } | { card: string; last4: string } = { card: 'visa', last4: '4242' }) {
    const intent = this.intents.get(id)!;
    intent.status = 'succeeded';
    const pmId = `pm_fake${id.slice(7)}`;
    intent.payment_method =
      'fpx' in method
        ? { id: pmId, object: 'payment_method', type: 'fpx', fpx: { bank: method.fpx } }
        : { id: pmId, object: 'payment_method', type: 'card', card: { brand: method.card, last4: method.last4 } };
    return this.view(intent, false);
  }

  /** FPX can stay processing at the bank for a while. */
  process(id: string, bank: string) {
    const intent = this.intents.get(id)!;
    intent.status = 'processing';
    intent.payment_method = { id: `pm_fake${id.slice(7)}`, object: 'payment_method', type: 'fpx', fpx: { bank } };
    return this.view(intent, false);
  }

  private savedCard(id: string): FakePaymentMethod {
    for (const setup of this.setupIntents.values()) if (setup.payment_method?.id === id) return setup.payment_method;
    return { id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } };
  }

  private setupIntent(
    id: string | undefined,
    form: Record<string, string>,
    method: string,
    expanded: boolean,
    send: (status: number, body: unknown) => void,
  ) {
    const view = (s: FakeSetupIntent) => ({
      ...s,
      payment_method: expanded ? s.payment_method : (s.payment_method?.id ?? null),
    });
    if (!id && method === 'POST') {
      const setupId = `seti_fake${this.setupIntents.size + 1}${Date.now()}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = k.match(/^metadata\[(\w+)\]$/);
        if (m) metadata[m[1]!] = v;
      }
      const setup: FakeSetupIntent = {
        id: setupId,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${setupId}_secret_fake`,
        customer: form.customer ?? '',
        usage: form.usage ?? 'off_session',
        metadata,
        payment_method: null,
        last_setup_error: null,
      };
      this.setupIntents.set(setupId, setup);
      return send(200, view(setup));
    }
    const setup = id ? this.setupIntents.get(id) : undefined;
    if (!setup) {
      const message = `No such setupintent: '${id}'`;
      return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });
    }
    return send(200, view(setup));
  }

  /** What the payer's confirmCardSetup does at Stripe: the card is saved on the SetupIntent. */
  saveCard(setupIntentId: string, card: { last4: string; declines?: boolean } = { last4: '4242' }) {
    const setup = this.setupIntents.get(setupIntentId)!;
    const pmId = `pm_fakecard${this.savedCards.size + 1}`;
    setup.status = 'succeeded';
    setup.payment_method = {
      id: pmId,
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: card.last4 },
    };
    this.savedCards.set(pmId, card.declines ? 'decline' : 'succeed');
    return setup;
  }

  /** `confirm` with `off_session`: the saved card is charged, or declined (402 card_error, as Stripe answers). */
  private confirmOffSession(intent: FakeIntent, form: Record<string, string>, send: (s: number, b: unknown) => void) {
    if (intent.status !== 'requires_confirmation') {
      return send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}.`,
        },
      });
    }
    const pmId = form.payment_method ?? (intent.payment_method?.id as string);
    intent.payment_method = this.savedCard(pmId);
    if (this.savedCards.get(pmId) === 'decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      return send(402, { error: { ...intent.last_payment_error, payment_intent: this.view(intent, false) } });
    }
    intent.status = 'succeeded';
    return send(200, this.view(intent, false));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
