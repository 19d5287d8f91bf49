/**
 * The fuzzer's targets for the whole tenancy (issues 24–27): notice and renewal, condition reports, move-in,
 * deposit settlement, maintenance tickets, screening and data rights, autopay, late charges, notifications and
 * WhatsApp. Each runs a quarter of FUZZ_RUNS (`light`): their bodies are short and their rules few. Ids in paths
 * are the world's where it has them, else random and hostile ones (the answer must still be a clean 4xx).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { pathId } from './fuzz-arbitraries.js';
import {
  charges,
  complaints,
  contracts,
  esign,
  fixed,
  json,
  multipart,
  properties,
  withId,
  type FuzzTarget,
  type Path,
} from './fuzz-targets.js';
import type { World } from './world.js';

/** A second id in the path (an offer, a deduction, an inspection, a visit…): the world has none, so random. */
const unknown = [randomUUID()];
const nested =
  (prefix: string, ids: (w: World) => string[], middle: string, suffix = ''): Path =>
  (w) =>
    fc.tuple(pathId(ids(w)), pathId(unknown)).map(([id, inner]) => `${prefix}/${id}${middle}/${inner}${suffix}`);
const inspectionItem =
  (suffix = ''): Path =>
  (w) =>
    fc
      .tuple(pathId(contracts(w)), pathId(unknown), pathId(unknown))
      .map(([id, inspection, item]) => `/api/contracts/${id}/inspections/${inspection}/items/${item}${suffix}`);

const window = { date: '2031-03-02', from: '10:00', to: '12:00' };
const light = (target: FuzzTarget): FuzzTarget => ({ ...target, light: true });

const TARGETS: FuzzTarget[] = [
  // Notice, renewal, landlord (modules/tenancy)
  json('POST', withId('/api/contracts', contracts, '/notice'), 'owner', () => ({
    endDate: '2031-06-30',
    reason: 'Moving to Penang',
    acceptCost: true,
  }))('/api/contracts/:id/notice'),
  json('POST', withId('/api/contracts', contracts, '/renewal-offers'), 'admin', () => ({
    termMonths: 12,
    rent: 1800.5,
    deadline: '2031-05-01',
    note: 'Same terms',
  }))('/api/contracts/:id/renewal-offers'),
  json('POST', nested('/api/contracts', contracts, '/renewal-offers', '/respond'), 'owner', () => ({
    action: 'accept',
    note: 'OK',
  }))('/api/contracts/:id/renewal-offers/:offerId/respond'),
  json(
    'POST',
    nested('/api/contracts', contracts, '/renewal-offers', '/sign'),
    'owner',
    () => esign,
  )('/api/contracts/:id/renewal-offers/:offerId/sign'),
  json('PUT', withId('/api/properties', properties, '/owner'), 'admin', () => ({
    name: 'Tan Sri Lim Holdings Sdn. Bhd.',
    idNumber: '201901012345',
  }))('/api/properties/:id/owner'),
  // Deposit settlement (modules/tenancy settlement*)
  json('PUT', withId('/api/contracts', contracts, '/deposit-settlement'), 'admin', () => ({
    version: 0,
    deductions: [{ kind: 'damage', description: 'Broken door', amount: 150, evidence: [] }],
    keysReturned: [{ label: 'Main door key', count: 2 }],
  }))('/api/contracts/:id/deposit-settlement'),
  json('POST', withId('/api/contracts', contracts, '/deposit-settlement/issue'), 'admin', () => ({ version: 1 }))(
    '/api/contracts/:id/deposit-settlement/issue',
  ),
  json('POST', withId('/api/contracts', contracts, '/deposit-settlement/accept'), 'owner', () => ({ version: 1 }))(
    '/api/contracts/:id/deposit-settlement/accept',
  ),
  json('POST', withId('/api/contracts', contracts, '/deposit-settlement/dispute'), 'owner', () => ({
    items: [{ deductionId: randomUUID(), comment: 'It was already broken' }],
  }))('/api/contracts/:id/deposit-settlement/dispute'),
  json(
    'POST',
    (w) =>
      fc
        .tuple(pathId(contracts(w)), pathId(unknown))
        .map(([id, deduction]) => `/api/contracts/${id}/deposit-settlement/deductions/${deduction}/answer`),
    'admin',
    () => ({ answer: 'reduce', amount: 50, note: 'Half of it' }),
  )('/api/contracts/:id/deposit-settlement/deductions/:deductionId/answer'),
  json('POST', withId('/api/contracts', contracts, '/deposit-settlement/refund'), 'admin', () => ({ version: 1 }))(
    '/api/contracts/:id/deposit-settlement/refund',
  ),
  json('PUT', withId('/api/contracts', contracts, '/deposit-settlement/refund-account'), 'owner', () => ({
    bank: 'MBB',
    holder: 'Nur Aisyah binti Ahmad',
    accountNumber: '1234 5678 9012',
  }))('/api/contracts/:id/deposit-settlement/refund-account'),
  json('POST', withId('/api/contracts', contracts, '/deposit-settlement/transfer'), 'admin', () => ({
    version: 1,
    amount: 2400,
    reference: 'IBG-20310115-001',
    transferDate: '2031-01-15',
  }))('/api/contracts/:id/deposit-settlement/transfer'),
  json('PATCH', nested('/api/contracts', contracts, '/renewal-offers', '/stamping'), 'admin', () => ({
    status: 'submitted',
  }))('/api/contracts/:id/renewal-offers/:offerId/stamping'),
  multipart(
    'POST',
    nested('/api/contracts', contracts, '/renewal-offers', '/stamping/certificate'),
    {},
    ['certificate'],
    'admin',
  )('/api/contracts/:id/renewal-offers/:offerId/stamping/certificate'),
  json('POST', withId('/api/properties', properties, '/verify-facts'), 'admin', () => ({}))(
    '/api/properties/:id/verify-facts',
  ),
  // Move-in and condition reports (modules/inspections)
  json('PUT', withId('/api/contracts', contracts, '/move-in/appointment'), 'admin', () => ({
    slots: ['2031-01-10T02:00:00.000Z'],
  }))('/api/contracts/:id/move-in/appointment'),
  json('POST', withId('/api/contracts', contracts, '/move-in/appointment/confirm'), 'owner', () => ({
    at: '2031-01-10T02:00:00.000Z',
  }))('/api/contracts/:id/move-in/appointment/confirm'),
  json('PUT', withId('/api/contracts', contracts, '/move-in/keys'), 'admin', () => ({
    items: [{ label: 'Access card', count: 2 }],
    handedAt: '2031-01-10T03:00:00.000Z',
  }))('/api/contracts/:id/move-in/keys'),
  json('POST', withId('/api/contracts', contracts, '/move-in/keys/confirm'), 'owner', () => ({}))(
    '/api/contracts/:id/move-in/keys/confirm',
  ),
  json('PUT', withId('/api/properties', properties, '/move-in'), 'admin', () => ({
    moveInInfo: { houseRules: 'No smoking', wifi: { network: 'Rumah', password: 'sewa1234' } },
  }))('/api/properties/:id/move-in'),
  json('POST', withId('/api/contracts', contracts, '/inspections'), 'admin', () => ({ kind: 'move_in' }))(
    '/api/contracts/:id/inspections',
  ),
  json('PATCH', inspectionItem(), 'admin', () => ({ condition: 'Damaged', note: 'Cracked', reading: '1234.5' }))(
    '/api/contracts/:id/inspections/:inspectionId/items/:itemId',
  ),
  multipart(
    'POST',
    inspectionItem('/photos'),
    {},
    ['photo'],
    'admin',
  )('/api/contracts/:id/inspections/:inspectionId/items/:itemId/photos'),
  json(
    'DELETE',
    (w) =>
      fc
        .tuple(pathId(contracts(w)), pathId(unknown), pathId(unknown), pathId(unknown))
        .map(([id, i, item, photo]) => `/api/contracts/${id}/inspections/${i}/items/${item}/photos/${photo}`),
    'admin',
    () => ({}),
  )('/api/contracts/:id/inspections/:inspectionId/items/:itemId/photos/:photoId'),
  json('POST', nested('/api/contracts', contracts, '/inspections', '/complete'), 'admin', () => ({}))(
    '/api/contracts/:id/inspections/:inspectionId/complete',
  ),
  json('POST', nested('/api/contracts', contracts, '/inspections', '/sign'), 'owner', () => ({
    method: 'typed',
    typedName: 'Fuzz Tenant',
    typedStyle: 'script',
    agree: true,
  }))('/api/contracts/:id/inspections/:inspectionId/sign'),
  // Maintenance tickets (modules/maintenance)
  multipart(
    'POST',
    withId('/api/complaints', complaints, '/comments'),
    { body: 'When can you come?' },
    ['photos'],
    'owner',
  )('/api/complaints/:id/comments'),
  multipart(
    'POST',
    withId('/api/complaints', complaints, '/photos'),
    {},
    ['photos'],
    'owner',
  )('/api/complaints/:id/photos'),
  multipart(
    'POST',
    withId('/api/complaints', complaints, '/video'),
    {},
    ['video'],
    'owner',
  )('/api/complaints/:id/video'),
  json('POST', withId('/api/complaints', complaints, '/visits'), 'admin', () => ({
    ...window,
    visitorName: 'Ah Seng Aircond',
    visitorPhone: '0123456789',
  }))('/api/complaints/:id/visits'),
  json('POST', nested('/api/complaints', complaints, '/visits', '/confirm'), 'owner', () => ({}))(
    '/api/complaints/:id/visits/:visitId/confirm',
  ),
  json('POST', nested('/api/complaints', complaints, '/visits', '/reschedule'), 'owner', () => ({
    note: 'At work',
    windows: [window],
  }))('/api/complaints/:id/visits/:visitId/reschedule'),
  json('POST', nested('/api/complaints', complaints, '/visits', '/outcome'), 'admin', () => ({
    outcome: 'needs_parts',
    note: 'Compressor',
    followUp: window,
  }))('/api/complaints/:id/visits/:visitId/outcome'),
  json('PUT', withId('/api/complaints', complaints, '/cost'), 'admin', () => ({
    totalRm: 250,
    bearer: 'shared',
    tenantRm: 80,
    note: 'Filter',
  }))('/api/complaints/:id/cost'),
  json('POST', withId('/api/complaints', complaints, '/cost/dispute'), 'owner', () => ({ reason: 'Wear and tear' }))(
    '/api/complaints/:id/cost/dispute',
  ),
  json('POST', withId('/api/complaints', complaints, '/confirm'), 'owner', () => ({}))('/api/complaints/:id/confirm'),
  json('POST', withId('/api/complaints', complaints, '/rating'), 'owner', () => ({
    thumbs: 'down',
    reasons: ['slow'],
    comment: 'Took a week',
  }))('/api/complaints/:id/rating'),
  json('POST', withId('/api/complaints', complaints, '/reopen'), 'owner', () => ({ reason: 'Leaking again' }))(
    '/api/complaints/:id/reopen',
  ),
  json('POST', fixed('/api/upkeep-tasks'), 'admin', (w) => ({
    propertyId: w.owner.property.id,
    title: 'Aircon servicing',
    category: 'aircon',
    everyMonths: 6,
    nextDueDate: '2031-02-01',
    visitorName: 'CoolAir',
    visitorPhone: '0123456789',
  }))('/api/upkeep-tasks'),
  json(
    'DELETE',
    withId('/api/upkeep-tasks', () => unknown),
    'admin',
    () => ({}),
  )('/api/upkeep-tasks/:id'),
  // Screening (modules/screening)
  json('PUT', fixed('/api/tenant-profile'), 'owner', () => ({
    idType: 'mykad',
    idNumber: '900101-14-5678',
    nationality: 'MY',
    employmentType: 'permanent',
    employer: 'Petronas',
    monthlyIncome: 6500,
    adults: 2,
    children: 0,
  }))('/api/tenant-profile'),
  multipart(
    'POST',
    fixed('/api/tenant-profile/documents'),
    { category: 'payslip', periodOn: '2031-01-01' },
    ['file'],
    'owner',
  )('/api/tenant-profile/documents'),
  json(
    'DELETE',
    withId('/api/tenant-profile/documents', () => unknown),
    'owner',
    () => ({}),
  )('/api/tenant-profile/documents/:id'),
  json(
    'POST',
    withId('/api/applications', (w) => [w.owner.applicationId], '/accept-without-screening'),
    'admin',
    () => ({ reason: 'Known tenant' }),
  )('/api/applications/:id/accept-without-screening'),
  json(
    'POST',
    withId('/api/applications', (w) => [w.owner.applicationId], '/changes-request'),
    'admin',
    () => ({
      categories: ['payslip'],
      message: 'Please add your latest payslip',
    }),
  )('/api/applications/:id/changes-request'),
  json(
    'POST',
    withId('/api/applications', (w) => [w.owner.applicationId], '/screening/update'),
    'owner',
    () => ({
      screeningConsent: true,
    }),
  )('/api/applications/:id/screening/update'),
  // Data rights (modules/data-rights): the fuzzer never sends the owner's password, so nobody is deleted.
  json('DELETE', fixed('/api/me'), 'owner', () => ({ password: 'not-the-password' }))('/api/me'),
  json('POST', fixed('/api/me/consent-withdrawal'), 'owner', (w) => ({ applicationId: w.owner.applicationId }))(
    '/api/me/consent-withdrawal',
  ),
  // Money: late charges, reminders, autopay (modules/late-charges, dashboard, payment-mandates)
  json('POST', withId('/api/transactions', charges, '/waive'), 'admin', () => ({ reason: 'First time' }))(
    '/api/transactions/:id/waive',
  ),
  json('POST', withId('/api/dashboard/overdue', charges, '/remind'), 'admin', () => ({}))(
    '/api/dashboard/overdue/:transactionId/remind',
  ),
  json('POST', fixed('/api/payment-mandates'), 'owner', (w) => ({
    contractId: w.owner.contractId,
    capAmount: 2000,
    daysBefore: 3,
  }))('/api/payment-mandates'),
  json(
    'POST',
    withId('/api/payment-mandates', () => unknown, '/confirm'),
    'owner',
    () => ({}),
  )('/api/payment-mandates/:id/confirm'),
  json(
    'POST',
    withId('/api/payment-mandates', () => unknown, '/skip'),
    'owner',
    (w) => ({
      transactionId: w.owner.chargeId,
    }),
  )('/api/payment-mandates/:id/skip'),
  json(
    'POST',
    withId('/api/payment-mandates', () => unknown, '/pay-now'),
    'owner',
    (w) => ({
      transactionId: w.owner.chargeId,
    }),
  )('/api/payment-mandates/:id/pay-now'),
  ...(['pause', 'resume', 'revoke'] as const).map((action) =>
    json(
      'POST',
      withId('/api/payment-mandates', () => unknown, `/${action}`),
      'owner',
      () => ({}),
    )(`/api/payment-mandates/:id/${action}`),
  ),
  // Notifications and WhatsApp (modules/notifications, whatsapp)
  json('POST', fixed('/api/notifications/read'), 'owner', () => ({ ids: [randomUUID()] }))('/api/notifications/read'),
  json('PUT', fixed('/api/notification-preferences'), 'owner', () => ({
    preferences: [{ category: 'payments', channel: 'email', enabled: false }],
  }))('/api/notification-preferences'),
  json('POST', fixed('/api/notifications/stream-ticket'), 'owner', () => ({}))('/api/notifications/stream-ticket'),
  json('POST', fixed('/api/whatsapp-opt-in/preview'), 'owner', () => ({ phone: '+60123456789' }))(
    '/api/whatsapp-opt-in/preview',
  ),
  json('PUT', fixed('/api/whatsapp-opt-in'), 'owner', () => ({ phone: '+60123456789', consent: true }))(
    '/api/whatsapp-opt-in',
  ),
  json('DELETE', fixed('/api/whatsapp-opt-in'), 'owner', () => ({}))('/api/whatsapp-opt-in'),
  // Contracts: cancel before the start (modules/contracts)
  json('POST', withId('/api/contracts', contracts, '/cancel'), 'admin', () => ({ reason: 'Tenant withdrew' }))(
    '/api/contracts/:id/cancel',
  ),
  // Viewings (issue 28 §4): slots and bookings the world has none of (random ids), on the world's properties
  json('POST', fixed('/api/viewing-slots'), 'admin', (w) => ({
    propertyId: properties(w)[0],
    date: '2031-03-03',
    time: '10:00',
    durationMinutes: 30,
    capacity: 2,
  }))('/api/viewing-slots'),
  json('POST', fixed('/api/viewing-slots/weekly'), 'admin', (w) => ({
    propertyId: properties(w)[0],
    weekday: 6,
    time: '11:00',
    durationMinutes: 45,
    capacity: 3,
    weeks: 4,
  }))('/api/viewing-slots/weekly'),
  json(
    'PATCH',
    withId('/api/viewing-slots', () => unknown),
    'admin',
    () => ({ capacity: 4, date: '2031-03-04', time: '09:00' }),
  )('/api/viewing-slots/:id'),
  json(
    'POST',
    withId('/api/viewing-slots', () => unknown, '/cancel'),
    'admin',
    () => ({}),
  )('/api/viewing-slots/:id/cancel'),
  json('POST', fixed('/api/viewings'), 'owner', () => ({ slotId: randomUUID() }))('/api/viewings'),
  json(
    'POST',
    withId('/api/viewings', () => unknown, '/cancel'),
    'owner',
    () => ({}),
  )('/api/viewings/:id/cancel'),
  json(
    'POST',
    withId('/api/viewings', () => unknown, '/reschedule'),
    'owner',
    () => ({ slotId: randomUUID() }),
  )('/api/viewings/:id/reschedule'),
  // Listing reports (issue 28 §6): reports of the world's properties (the first is 201, the rest 409); decisions on
  // reports the world has none of (random ids)
  json('POST', withId('/api/properties', properties, '/report'), 'owner', () => ({
    reason: 'wrong_price',
    note: 'The owner asked for RM1,200, not the RM900 listed.',
  }))('/api/properties/:id/report'),
  json(
    'POST',
    withId('/api/listing-reports', () => unknown, '/resolve'),
    'admin',
    () => ({ note: 'Price corrected' }),
  )('/api/listing-reports/:id/resolve'),
  json(
    'POST',
    withId('/api/listing-reports', () => unknown, '/dismiss'),
    'admin',
    () => ({ note: 'The listed price is right' }),
  )('/api/listing-reports/:id/dismiss'),
];

export const TENANCY_FUZZ_TARGETS: FuzzTarget[] = TARGETS.map(light);
