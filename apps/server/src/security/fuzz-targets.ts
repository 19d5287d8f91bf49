/**
 * What the fuzzer calls: every write endpoint (JSON or multipart body, hostile path ids) and every query string,
 * each as the caller that gets past the guard, so the hostile input reaches validation and the service.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { jsonPayload, multipartPayload, pathId, queryString } from './fuzz-arbitraries.js';
import type { Caller, World } from './world.js';

type Method = NonNullable<InjectOptions['method']>;

export interface FuzzTarget {
  name: string;
  caller: Caller;
  request(w: World): fc.Arbitrary<InjectOptions>;
  /** A quarter of the runs (this phase's many small endpoints: their bodies are short and their rules few). */
  light?: boolean;
}

export type Path = (w: World) => fc.Arbitrary<string>;
export const fixed =
  (path: string): Path =>
  () =>
    fc.constant(path);
export const withId =
  (prefix: string, ids: (w: World) => string[], suffix = ''): Path =>
  (w) =>
    pathId(ids(w)).map((id) => `${prefix}/${id}${suffix}`);

export function json(method: Method, path: Path, caller: Caller, sample: (w: World) => Record<string, unknown>) {
  return (name: string): FuzzTarget => ({
    name: `${method} ${name}`,
    caller,
    request: (w) => fc.tuple(path(w), jsonPayload(sample(w))).map(([url, body]) => ({ method, url, ...body })),
  });
}

export function multipart(method: Method, path: Path, sample: Record<string, string>, files: string[], caller: Caller) {
  return (name: string): FuzzTarget => ({
    name: `${method} ${name} (multipart)`,
    caller,
    request: (w) => fc.tuple(path(w), multipartPayload(sample, files)).map(([url, body]) => ({ method, url, ...body })),
  });
}

export function query(path: Path, params: string[], caller: Caller) {
  return (name: string): FuzzTarget => ({
    name: `GET ${name} (query)`,
    caller,
    request: (w) => fc.tuple(path(w), queryString(params)).map(([url, qs]) => ({ method: 'GET', url: `${url}?${qs}` })),
  });
}

const users = (w: World) => [w.owner.user.id, w.other.user.id, w.admin.id];
export const applications = (w: World) => [w.owner.applicationId, w.other.applicationId];
export const complaints = (w: World) => [w.owner.complaintId, w.other.complaintId];
export const contracts = (w: World) => [w.owner.contractId, w.other.contractId, w.ownerAwaitingContractId];
export const charges = (w: World) => [w.owner.chargeId, w.other.chargeId, w.owner.depositId];
export const properties = (w: World) => [w.owner.property.id, w.other.property.id];
const today = '2026-12-01';
const card = { number: '4242424242424242', expMonth: 12, expYear: 40, cvc: '123' };
const person = {
  firstname: 'Fuzz',
  lastname: 'Tenant',
  email: 'fuzz@example.my',
  phone: '0123456789',
  password: 'Sewa-2026!',
  confirmPassword: 'Sewa-2026!',
};
const propertyForm = {
  type: 'Room Rental',
  name: 'Fuzz Residence',
  address: 'Jalan Fuzz 1, 50000 Kuala Lumpur',
  description: 'Fuzzed.',
  price: '1200',
  depositAmount: '2400',
  rooms: JSON.stringify([{ name: 'Room 1', price: 500, depositAmount: 500 }]),
  removeImages: '[]',
};
export const esign = {
  method: 'drawn',
  signatureImage:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  typedName: 'Fuzz Tenant',
  typedStyle: 'script',
  agree: true,
  documentHash: '0'.repeat(64),
};
const paging = [
  'page',
  'limit',
  'status',
  'type',
  'propertyId',
  'userId',
  'contractId',
  'roomId',
  'q',
  'sort',
  'userType',
];

export const FUZZ_TARGETS: FuzzTarget[] = [
  json('POST', fixed('/api/auth/login'), 'visitor', (w) => ({ email: w.loginUser.email, password: 'x' }))(
    '/api/auth/login',
  ),
  {
    name: 'POST /api/auth/logout (cookie)',
    caller: 'visitor',
    request: () =>
      fc.string({ maxLength: 300 }).map((jwt) => ({ method: 'POST', url: '/api/auth/logout', cookies: { jwt } })),
  },
  json('POST', fixed('/api/auth/resend-verification-email'), 'visitor', () => ({
    email: 'nobody@example.my',
    confirmationCode: 'abc',
  }))('/api/auth/resend-verification-email'),
  json('POST', fixed('/api/auth/forgot-password'), 'visitor', () => ({ email: 'nobody@example.my' }))(
    '/api/auth/forgot-password',
  ),
  json('POST', fixed('/api/auth/reset-password'), 'visitor', () => ({
    token: 'unknown-token',
    password: 'Tiga-Ekor-Kucing!',
    confirmPassword: 'Tiga-Ekor-Kucing!',
  }))('/api/auth/reset-password'),
  json('POST', fixed('/api/users'), 'visitor', () => person)('/api/users'),
  json(
    'PATCH',
    withId('/api/users', (w) => [w.fuzzUserId]),
    'admin',
    () => ({ ...person, userType: 'customer', status: 'active' }),
  )('/api/users/:id (admin)'),
  json('PATCH', withId('/api/users', users), 'owner', () => ({ ...person, currentPassword: 'wrong-password' }))(
    '/api/users/:id (own)',
  ),
  json('DELETE', withId('/api/users', users), 'admin', () => ({}))('/api/users/:id'),
  json('POST', fixed('/api/applications'), 'owner', (w) => ({
    property: w.other.property.id,
    room: w.other.room?.id ?? null,
    startDate: '2031-01-15',
    stayLength: 6,
  }))('/api/applications'),
  json('PATCH', withId('/api/applications', applications), 'admin', () => ({ status: 'Rejected' }))(
    '/api/applications/:id',
  ),
  json('DELETE', withId('/api/applications', applications), 'owner', () => ({}))('/api/applications/:id'),
  json('POST', fixed('/api/complaints'), 'owner', () => ({ title: 'Noise', description: 'Loud.' }))('/api/complaints'),
  json('PATCH', withId('/api/complaints', complaints), 'owner', () => ({ title: 'T', description: 'D' }))(
    '/api/complaints/:id (own)',
  ),
  json('PATCH', withId('/api/complaints', complaints), 'admin', () => ({
    status: 'In Handling',
    resolutionDetails: 'Done',
  }))('/api/complaints/:id (admin)'),
  json('DELETE', withId('/api/complaints', complaints), 'admin', () => ({}))('/api/complaints/:id'),
  json('POST', fixed('/api/contracts'), 'admin', () => ({ applicationId: 'x' }))('/api/contracts'),
  multipart(
    'POST',
    withId('/api/contracts/upload-signed-contract', (w) => [w.ownerAwaitingContractId]),
    {},
    ['signedContract'],
    'owner',
  )('/api/contracts/upload-signed-contract/:contractId'),
  json('PATCH', withId('/api/contracts', contracts), 'admin', () => ({ endDate: today }))('/api/contracts/:id'),
  json('DELETE', withId('/api/contracts', contracts), 'admin', () => ({}))('/api/contracts/:id'),
  multipart('POST', fixed('/api/properties'), propertyForm, ['images'], 'admin')('/api/properties'),
  multipart(
    'PATCH',
    withId('/api/properties', properties),
    propertyForm,
    ['newImages'],
    'admin',
  )('/api/properties/:id'),
  json('DELETE', withId('/api/properties', properties), 'admin', () => ({}))('/api/properties/:id'),
  json('POST', fixed('/api/transactions'), 'admin', (w) => ({
    contractId: w.owner.contractId,
    type: 'Other Fees',
    amount: 10,
    dueDate: '2031-05-01',
    description: 'Fuzz',
  }))('/api/transactions'),
  json('PATCH', withId('/api/transactions', charges), 'admin', () => ({
    amount: 20,
    dueDate: '2031-06-01',
    description: 'x',
    status: 'Cancelled',
  }))('/api/transactions/:id'),
  json('DELETE', withId('/api/transactions', charges), 'admin', () => ({}))('/api/transactions/:id'),
  json('POST', withId('/api/transactions', charges, '/refunds'), 'admin', () => ({
    amount: 10,
    reason: 'Fuzz refund',
  }))('/api/transactions/:id/refunds'),
  json('POST', fixed('/api/transactions/create-payment-intent'), 'owner', (w) => ({
    transactionId: w.owner.chargeId,
    contractId: w.owner.contractId,
    amount: 1,
  }))('/api/transactions/create-payment-intent'),
  json('POST', fixed('/api/transactions/process-deposit'), 'owner', (w) => ({
    paymentIntentId: w.paymentIntent.id,
    contractId: w.owner.contractId,
  }))('/api/transactions/process-deposit'),
  json('POST', fixed('/api/transactions/process-payment'), 'owner', (w) => ({
    paymentIntentId: w.paymentIntent.id,
    transactionId: w.owner.chargeId,
  }))('/api/transactions/process-payment'),
  {
    name: 'POST /api/transactions/webhook',
    caller: 'visitor',
    request: () =>
      fc.tuple(fc.jsonValue(), fc.option(fc.string({ maxLength: 200 }))).map(([event, signature]) => ({
        method: 'POST',
        url: '/api/transactions/webhook',
        payload: JSON.stringify(event) ?? 'null',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
      })),
  },
  json(
    'POST',
    (w) => pathId([w.paymentIntent.id]).map((id) => `/api/transactions/sandbox/payment-intents/${id}/confirm`),
    'visitor',
    (w) => ({ clientSecret: w.paymentIntent.clientSecret, card }),
  )('/api/transactions/sandbox/payment-intents/:id/confirm'),
  json(
    'POST',
    (w) => pathId([w.paymentIntent.id]).map((id) => `/api/transactions/sandbox/payment-intents/${id}/authenticate`),
    'visitor',
    (w) => ({ clientSecret: w.paymentIntent.clientSecret, outcome: 'fail' }),
  )('/api/transactions/sandbox/payment-intents/:id/authenticate'),
  json(
    'POST',
    (w) => pathId([w.paymentIntent.id]).map((id) => `/api/transactions/sandbox/payment-intents/${id}/confirm-fpx`),
    'visitor',
    (w) => ({ clientSecret: w.paymentIntent.clientSecret, bank: 'maybank2u' }),
  )('/api/transactions/sandbox/payment-intents/:id/confirm-fpx'),
  {
    // The simulated bank page's form (application/x-www-form-urlencoded).
    name: 'POST /api/transactions/sandbox/fpx/:id',
    caller: 'visitor',
    request: (w) =>
      fc
        .tuple(
          pathId([w.paymentIntent.id]),
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc
              .tuple(fc.string({ maxLength: 80 }), fc.constantFrom('approve', 'decline', '', 'x'))
              .map(([secret, decision]) => new URLSearchParams({ client_secret: secret, decision }).toString()),
            fc.constant(`client_secret=${w.paymentIntent.clientSecret}&decision=approve`),
          ),
        )
        .map(([id, payload]) => ({
          method: 'POST' as const,
          url: `/api/transactions/sandbox/fpx/${id}`,
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })),
  },
  // Electronic signing and stamp duty (modules/esign, modules/stamping)
  json('POST', withId('/api/contracts', contracts, '/esign'), 'owner', (w) => ({
    ...esign,
    documentHash: w.awaitingAgreementHash,
  }))('/api/contracts/:id/esign'),
  json(
    'POST',
    withId('/api/contracts', contracts, '/countersign'),
    'admin',
    () => esign,
  )('/api/contracts/:id/countersign'),
  multipart(
    'POST',
    withId('/api/verify', () => ['unknown-code-0123456789abcdef']),
    {},
    ['file'],
    'visitor',
  )('/api/verify/:code'),
  json('PATCH', withId('/api/contracts', contracts, '/stamping'), 'admin', () => ({ status: 'submitted' }))(
    '/api/contracts/:id/stamping',
  ),
  multipart(
    'POST',
    withId('/api/contracts', contracts, '/stamping/certificate'),
    {},
    ['certificate'],
    'admin',
  )('/api/contracts/:id/stamping/certificate'),
  // Query strings (and path parameters) of the reads
  query(
    fixed('/api/properties'),
    ['type', 'minPrice', 'maxPrice', 'q', 'available', 'page', 'limit', 'sort'],
    'admin',
  )('/api/properties'),
  query(fixed('/api/users'), paging, 'admin')('/api/users'),
  query(fixed('/api/applications'), paging, 'owner')('/api/applications'),
  query(fixed('/api/applications/active-application'), paging, 'admin')('/api/applications/active-application'),
  query(fixed('/api/complaints'), paging, 'admin')('/api/complaints'),
  query(fixed('/api/contracts'), paging, 'admin')('/api/contracts'),
  query(fixed('/api/transactions'), [...paging, 'from', 'to'], 'admin')('/api/transactions'),
  query(fixed('/api/admin/needs-attention'), paging, 'admin')('/api/admin/needs-attention'),
  query(
    fixed('/api/transactions/export'),
    ['status', 'type', 'q', 'userId', 'propertyId', 'contractId'],
    'admin',
  )('/api/transactions/export'),
  query(fixed('/api/contracts/export'), ['status', 'q', 'userId', 'propertyId'], 'admin')('/api/contracts/export'),
  query(withId('/api/contracts', contracts, '/statement'), ['format'], 'owner')('/api/contracts/:id/statement'),
  query(withId('/api/receipts', charges, '/file'), [], 'owner')('/api/receipts/:id/file'),
  query(withId('/api/contracts', contracts, '/file'), ['expires', 'signature'], 'visitor')('/api/contracts/:id/file'),
  query(
    withId('/api/auth/verify-user', () => ['unknown-code']),
    [],
    'visitor',
  )('/api/auth/verify-user/:code'),
  query(
    withId('/api/auth/check-email-verification', (w) => [w.loginUser.email]),
    [],
    'visitor',
  )('/api/auth/check-email-verification/:email'),
  query(
    withId('/api/transactions/payment-intent-status', (w) => [w.paymentIntent.id]),
    [],
    'owner',
  )('/api/transactions/payment-intent-status/:id'),
  query(
    withId('/api/files/properties', properties, '/x-card.webp'),
    [],
    'visitor',
  )('/api/files/properties/:propertyId/:file'),
];
