/**
 * The access matrix: every route the server registers, who may call it, whose records it touches, the status
 * each caller gets and how the matrix calls it. "owner" is the customer whose records the call targets, "other"
 * a different customer. access-matrix.int.test.ts fails when a registered route has no entry here.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { todayInMalaysia } from '@sewamudah/shared';
import sharp from 'sharp';
import { paymentReceiptOf } from '../modules/receipts/test-support.js';
import { buildApplication, buildProperty } from '../test/factories/index.js';
import { matrixMandate } from '../modules/payment-mandates/test-support/matrix.js';
import { matrixSlots, matrixViewing } from '../modules/viewings/test-support.js';
import { matrixSavedSearch } from '../modules/saved-searches/test-support.js';
import { matrixReport } from '../modules/listing-reports/test-support.js';
import { mp4Of } from '../modules/maintenance/media-fixtures.js';
import { multipartBody } from './multipart.js';
import type { Caller, World } from './world.js';

type Status = number | readonly number[];
export type Who = 'public' | 'user' | 'customer' | 'admin' | 'client secret' | 'provider signature';

export interface RouteEntry {
  method: string;
  /** The path as registered (`/api/contracts/:id`). */
  path: string;
  who: Who;
  touches: string;
  /** Status for visitor, owner, other, admin. */
  expect: Record<Caller, Status>;
  call(w: World, caller: Caller): Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
}

const all = (status: Status): [Status, Status, Status, Status] => [status, status, status, status];
const OWN = [401, 200, 404, 200] as const; // a customer's own record: others get 404, admins see all
const ADMIN = (ok: number) => [401, 403, 403, ok] as const;
const CUSTOMER = (ok: number) => [401, ok, ok, 403] as const;
const LIST = [401, 200, 200, 200] as const; // each caller sees their own (admins: everyone's)

// prettier-ignore
const table: [string, Who, string, readonly Status[], RouteEntry['call']][] = [
  // System, docs and public files
  ['GET /api/health', 'public', 'nothing', all(200), () => ({ url: '/api/health' })],
  ['GET /api/config', 'public', 'nothing', all(200), () => ({ url: '/api/config' })],
  // Dev clock (ARCHITECTURE §9): admins only, and only with DEV_CLOCK=true (off here: 404; dev-clock.int.test.ts has it on)
  ['GET /api/dev/clock', 'admin', 'the server’s clock', ADMIN(404), () => ({ url: '/api/dev/clock' })],
  ['PUT /api/dev/clock', 'admin', 'the server’s clock', ADMIN(404), () => ({ url: '/api/dev/clock', payload: { advanceDays: 1 } })],
  // Autopay mandates (issue 24 §4): the tenant's own; admins read every one and never act for the tenant
  ['GET /api/payment-mandates', 'user', 'the caller’s own (admins: all)', LIST, () => ({ url: '/api/payment-mandates?page=1&limit=20' })],
  ['POST /api/payment-mandates', 'customer', 'the tenant’s own active contract', [401, 201, 404, 403], async (w) => ({ url: '/api/payment-mandates', payload: { contractId: await w.fresh.activeContract() } })],
  ['GET /api/payment-mandates/:id', 'user', 'the tenant’s own mandate', OWN, async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w)}` })],
  ['POST /api/payment-mandates/:id/confirm', 'customer', 'the tenant’s own mandate (card not saved: 409)', [401, 409, 404, 403], async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w, 'pending')}/confirm` })],
  ['POST /api/payment-mandates/:id/pause', 'customer', 'the tenant’s own mandate', [401, 200, 404, 403], async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w)}/pause` })],
  ['POST /api/payment-mandates/:id/resume', 'customer', 'the tenant’s own mandate', [401, 200, 404, 403], async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w, 'paused')}/resume` })],
  ['POST /api/payment-mandates/:id/revoke', 'customer', 'the tenant’s own mandate', [401, 200, 404, 403], async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w)}/revoke` })],
  ['POST /api/payment-mandates/:id/skip', 'customer', 'the tenant’s own mandate (nothing unpaid: 409)', [401, [200, 409], 404, 403], async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w)}/skip`, payload: {} })],
  ['POST /api/payment-mandates/:id/pay-now', 'customer', 'the tenant’s own mandate (nothing unpaid: 409)', [401, [200, 409], 404, 403], async (w) => ({ url: `/api/payment-mandates/${await matrixMandate(w)}/pay-now`, payload: {} })],
  ['POST /api/payment-mandates/sandbox/setup-intents/:id/confirm', 'client secret', 'the SetupIntent’s payer', all(404), () => ({ url: '/api/payment-mandates/sandbox/setup-intents/seti_matrixUnknown00000000000/confirm', payload: { clientSecret: 'not-the-secret-0000', card: { number: '4242424242424242', expMonth: 12, expYear: 40, cvc: '123' } } })],
  // Notification centre (issue 24 §1): each caller's own inbox, preferences and stream
  ['GET /api/notifications', 'user', 'the caller’s own', LIST, () => ({ url: '/api/notifications?page=1&limit=20' })],
  ['POST /api/notifications/read', 'user', 'the caller’s own (others’ ids match nothing)', LIST, () => ({ url: '/api/notifications/read', payload: { all: true } })],
  ['POST /api/notifications/stream-ticket', 'user', 'the caller’s own', [401, 201, 201, 201], () => ({ url: '/api/notifications/stream-ticket' })],
  ['GET /api/notifications/stream', 'user', 'the ticket’s or token’s own (real HTTP in notifications-stream.int.test.ts)', all(401), () => ({ url: '/api/notifications/stream?ticket=matrix-unknown-ticket' })],
  ['GET /api/notification-preferences', 'user', 'the caller’s own', LIST, () => ({ url: '/api/notification-preferences' })],
  ['PUT /api/notification-preferences', 'user', 'the caller’s own', LIST, () => ({ url: '/api/notification-preferences', payload: { preferences: [{ category: 'applications', channel: 'email', enabled: true }] } })],
  // WhatsApp (issue 24 §5): each caller's own opt-in; the Cloud API's webhook is signed (404 here: no Cloud API configured; whatsapp.int.test.ts has it)
  ['GET /api/whatsapp-opt-in', 'user', 'the caller’s own', LIST, () => ({ url: '/api/whatsapp-opt-in' })],
  ['POST /api/whatsapp-opt-in/preview', 'user', 'nothing (renders the consent text)', LIST, () => ({ url: '/api/whatsapp-opt-in/preview', payload: { phone: '012-345 6789', language: 'en' } })],
  ['PUT /api/whatsapp-opt-in', 'user', 'the caller’s own (a consent text that does not match: 400)', [401, 400, 400, 400], () => ({ url: '/api/whatsapp-opt-in', payload: { phone: '012-345 6789', language: 'en', text: 'not the consent text' } })],
  ['DELETE /api/whatsapp-opt-in', 'user', 'the caller’s own (none open: 409)', [401, 409, 409, 409], () => ({ url: '/api/whatsapp-opt-in' })],
  ['GET /api/whatsapp/webhook', 'provider signature', 'the verify token', all(404), () => ({ url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' })],
  ['POST /api/whatsapp/webhook', 'provider signature', 'the sender’s opt-in', all(404), () => ({ url: '/api/whatsapp/webhook', payload: { entry: [] } })],
  ['GET /api/docs', 'public', 'nothing', all([200, 302]), () => ({ url: '/api/docs' })],
  ['GET /api/docs/', 'public', 'nothing', all([200, 302]), () => ({ url: '/api/docs/' })],
  ['GET /api/docs/json', 'public', 'nothing', all(200), () => ({ url: '/api/docs/json' })],
  ['GET /api/docs/yaml', 'public', 'nothing', all(200), () => ({ url: '/api/docs/yaml' })],
  ['GET /api/docs/static/index.html', 'public', 'nothing', all([200, 302]), () => ({ url: '/api/docs/static/index.html' })],
  ['GET /api/docs/static/swagger-initializer.js', 'public', 'nothing', all(200), () => ({ url: '/api/docs/static/swagger-initializer.js' })],
  ['GET /api/docs/*', 'public', 'nothing', all(200), () => ({ url: '/api/docs/static/swagger-ui.css' })],
  ['GET /api/media/:id/:variant', 'public', 'one private photo, through its signed link only (media.int.test.ts mints them)', all(403), () => ({ url: '/api/media/00000000-0000-4000-8000-000000000000/view?expires=1&signature=forged' })],
  ['GET /api/files/properties/:propertyId/:file', 'public', 'property photos', all(200), (w) => ({ url: w.imageUrl })],
  // Properties: public reads (occupants only for admins), admin writes
  ['GET /api/properties', 'public', 'the catalogue', all(200), () => ({ url: '/api/properties' })],
  ['GET /api/properties/featured', 'public', 'the catalogue', all(200), () => ({ url: '/api/properties/featured' })],
  ['GET /api/properties/:id', 'public', 'the catalogue', all(200), (w) => ({ url: `/api/properties/${w.other.property.id}` })],
  ['POST /api/properties', 'admin', 'the catalogue', ADMIN(201), () => ({ url: '/api/properties', ...propertyForm() })],
  ['PATCH /api/properties/:id', 'admin', 'the catalogue', ADMIN(200), async (w) => ({ url: `/api/properties/${await w.fresh.property()}`, ...multipartBody({ name: 'Renamed Residence' }) })],
  ['DELETE /api/properties/:id', 'admin', 'the catalogue', ADMIN(200), async (w) => ({ url: `/api/properties/${await w.fresh.property()}` })],
  ['POST /api/properties/:id/verify-facts', 'admin', 'the catalogue', ADMIN(200), async (w) => ({ url: `/api/properties/${await w.fresh.property()}/verify-facts` })],
  ['GET /api/stations', 'public', 'the shipped rail dataset', all(200), () => ({ url: '/api/stations' })],
  // Auth: public; a token is never a substitute for the refresh cookie
  ['POST /api/auth/login', 'public', 'the account logging in', all(200), (w) => ({ url: '/api/auth/login', payload: { email: w.loginUser.email, password: 'Secret!2026' } })],
  ['GET /api/auth/refresh', 'public', 'the cookie’s session', all(401), () => ({ url: '/api/auth/refresh' })],
  ['POST /api/auth/logout', 'public', 'the cookie’s session', all(200), () => ({ url: '/api/auth/logout' })],
  ['GET /api/auth/verify-user/:confirmationCode', 'public', 'the code’s account', all(404), () => ({ url: '/api/auth/verify-user/unknown-code-0123456789' })],
  ['POST /api/auth/resend-verification-email', 'public', 'the address’s account (same answer whether it exists)', all(200), (w) => ({ url: '/api/auth/resend-verification-email', payload: { email: w.loginUser.email } })],
  ['POST /api/auth/forgot-password', 'public', 'the address’s account (same answer whether it exists)', all(200), (w) => ({ url: '/api/auth/forgot-password', payload: { email: w.loginUser.email } })],
  ['POST /api/auth/reset-password', 'public', 'the link’s account', all(400), () => ({ url: '/api/auth/reset-password', payload: { token: 'unknown-token-0123456789', password: 'Tiga-Ekor-Kucing!', confirmPassword: 'Tiga-Ekor-Kucing!' } })],
  ['GET /api/auth/check-email-verification/:email', 'public', 'the address’s status only', all(200), (w) => ({ url: `/api/auth/check-email-verification/${w.loginUser.email}` })],
  // Users
  ['GET /api/users', 'user', 'customers: themselves; admins: everyone', LIST, () => ({ url: '/api/users' })],
  ['POST /api/users', 'public', 'a new account', all(201), () => ({ url: '/api/users', payload: newUser() })],
  ['GET /api/users/:id', 'user', 'owner’s profile', OWN, (w) => ({ url: `/api/users/${w.owner.user.id}` })],
  ['PATCH /api/users/:id', 'user', 'owner’s profile', OWN, (w) => ({ url: `/api/users/${w.owner.user.id}`, payload: { firstname: 'Renamed' } })],
  ['DELETE /api/users/:id', 'admin', 'any account without history', ADMIN(200), async (w) => ({ url: `/api/users/${(await w.fresh.customer()).id}` })],
  // Applications
  ['GET /api/applications', 'user', 'own (admins: all)', LIST, () => ({ url: '/api/applications' })],
  ['POST /api/applications', 'customer', 'the caller’s own', CUSTOMER(409), async (w) => ({ url: '/api/applications', payload: { property: await w.fresh.property(), startDate: '2031-01-15', stayLength: 6 } })],
  ['GET /api/applications/user-rental-status/:userId', 'user', 'owner’s status', OWN, (w) => ({ url: `/api/applications/user-rental-status/${w.owner.user.id}` })],
  ['GET /api/applications/active-application', 'user', 'owner’s status', OWN, (w) => ({ url: `/api/applications/active-application?propertyId=${w.owner.property.id}&userId=${w.owner.user.id}` })],
  ['GET /api/applications/:id', 'user', 'owner’s application', OWN, (w) => ({ url: `/api/applications/${w.owner.applicationId}` })],
  // Tenant screening (issue 27): the caller's own profile; an application's screening for its applicant and admins
  ['GET /api/tenant-profile', 'customer', 'the caller’s own', CUSTOMER(200), () => ({ url: '/api/tenant-profile' })],
  ['PUT /api/tenant-profile', 'customer', 'the caller’s own', CUSTOMER(200), () => ({ url: '/api/tenant-profile', payload: { idType: 'mykad', idNumber: '900101-14-5678', nationality: 'Malaysian', employmentType: 'permanent', employer: 'Matrix Co', monthlyIncome: 6000, adults: 1, children: 0, pets: false, smoker: false, emergencyName: 'Siti', emergencyPhone: '012-345 6789' } })],
  ['POST /api/tenant-profile/documents', 'customer', 'the caller’s own (multipart only: JSON is 400; screening.int.test.ts uploads)', CUSTOMER(400), () => ({ url: '/api/tenant-profile/documents', payload: { category: 'payslip' } })],
  ['DELETE /api/tenant-profile/documents/:id', 'customer', 'the caller’s own (this one: unknown)', CUSTOMER(404), () => ({ url: '/api/tenant-profile/documents/00000000-0000-4000-8000-000000000000' })],
  ['GET /api/tenant-profile/access-log', 'customer', 'the caller’s own', CUSTOMER(200), () => ({ url: '/api/tenant-profile/access-log' })],
  // Data rights (issue 27 §4, ADR 41): the caller's own; the deletion itself in data-rights.int.test.ts (here: a wrong password)
  ['GET /api/me/export', 'user', 'the caller’s own data', LIST, () => ({ url: '/api/me/export' })],
  ['DELETE /api/me', 'user', 'the caller’s own account (this one: wrong password, 400)', [401, 400, 400, 400], () => ({ url: '/api/me', payload: { password: 'not-the-password' } })],
  ['GET /api/me/consent', 'customer', 'the caller’s own', CUSTOMER(200), () => ({ url: '/api/me/consent' })],
  ['POST /api/me/consent-withdrawal', 'customer', 'the caller’s own application (this one: unknown)', CUSTOMER(404), () => ({ url: '/api/me/consent-withdrawal', payload: { applicationId: '00000000-0000-4000-8000-000000000000' } })],
  ['GET /api/data-rights-requests', 'admin', 'every request (paged)', ADMIN(200), () => ({ url: '/api/data-rights-requests?page=1&limit=20' })],
  ['GET /api/applications/:id/screening', 'user', 'owner’s application', OWN, (w) => ({ url: `/api/applications/${w.owner.applicationId}/screening` })],
  ['POST /api/applications/:id/accept-without-screening', 'admin', 'any incomplete application', ADMIN(200), async (w) => ({ url: `/api/applications/${(await buildApplication(w.ctx.database.db, { user: await w.fresh.customer(), property: (await buildProperty(w.ctx.database.db)).property, startDate: '2031-01-15' })).id}/accept-without-screening`, payload: { reason: 'Known tenant, references checked by phone' } })],
  ['POST /api/applications/:id/changes-request', 'admin', 'any waiting application', ADMIN(201), async (w) => ({ url: `/api/applications/${await w.fresh.application()}/changes-request`, payload: { categories: ['payslip'], message: 'Please add your latest payslip.' } })],
  ['POST /api/applications/:id/screening/update', 'customer', 'owner’s application (this one: no profile, 400)', [401, 400, 404, 403], async (w) => ({ url: `/api/applications/${await w.fresh.application()}/screening/update`, payload: { screeningConsent: true } })],
  ['GET /api/properties/:id/screening-comparison', 'admin', 'applications of the property (side by side, at most 5)', ADMIN(200), async (w) => { const { property } = await buildProperty(w.ctx.database.db); const application = await buildApplication(w.ctx.database.db, { user: await w.fresh.customer(), property, startDate: '2031-01-15' }); return { url: `/api/properties/${property.id}/screening-comparison?applications=${application.id}` }; }],
  ['GET /api/applications/:id/documents/:docId', 'user', 'a document of the application (this one: not in it); signed links in screening.int.test.ts', [401, 404, 404, 404], (w) => ({ url: `/api/applications/${w.owner.applicationId}/documents/00000000-0000-4000-8000-000000000000` })],
  ['PATCH /api/applications/:id', 'admin', 'any application', ADMIN(200), async (w) => ({ url: `/api/applications/${await w.fresh.application()}`, payload: { status: 'Rejected' } })],
  ['DELETE /api/applications/:id', 'customer', 'owner’s application', [401, 200, 404, 403], async (w) => ({ url: `/api/applications/${await w.fresh.application()}` })],
  // Complaints
  ['GET /api/complaints', 'user', 'own (admins: all)', LIST, () => ({ url: '/api/complaints' })],
  ['GET /api/complaints/eligibility', 'customer', 'the caller’s own', CUSTOMER(200), () => ({ url: '/api/complaints/eligibility' })],
  ['POST /api/complaints', 'customer', 'the caller’s own', CUSTOMER(201), () => ({ url: '/api/complaints', payload: { title: 'Noise', description: 'Loud at night.' } })],
  ['PATCH /api/complaints/:id', 'user', 'owner’s complaint (admins: status)', [401, 200, 404, 403], async (w) => ({ url: `/api/complaints/${await w.fresh.complaint()}`, payload: { title: 'Edited', description: 'Edited text.' } })],
  ['DELETE /api/complaints/:id', 'user', 'owner’s complaint (admins: any)', [401, 204, 404, 204], async (w) => ({ url: `/api/complaints/${await w.fresh.complaint()}` })],
  // Maintenance tickets (issue 26): the ticket's tenant and admins only (another customer: 404); tenant-only and admin-only steps
  ['GET /api/complaints/:id', 'user', 'owner’s ticket (admins: any)', OWN, (w) => ({ url: `/api/complaints/${w.owner.complaintId}` })],
  ['GET /api/complaints/:id/timeline', 'user', 'owner’s ticket (admins: any)', OWN, (w) => ({ url: `/api/complaints/${w.owner.complaintId}/timeline` })],
  ['GET /api/complaints/:id/comments', 'user', 'owner’s ticket (admins: any)', OWN, (w) => ({ url: `/api/complaints/${w.owner.complaintId}/comments` })],
  ['POST /api/complaints/:id/comments', 'user', 'owner’s ticket (admins: any)', [401, 201, 404, 201], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/comments`, ...multipartBody({ body: 'Any news?' }) })],
  ['POST /api/complaints/:id/photos', 'customer', 'owner’s ticket (tenant only)', [401, 201, 404, 403], async (w) => ({ url: `/api/complaints/${w.owner.complaintId}/photos`, ...multipartBody({}, [{ field: 'photos', filename: 'leak.png', contentType: 'image/png', data: await matrixPhoto() }]) })],
  ['POST /api/complaints/:id/video', 'customer', 'owner’s ticket (tenant only; one video: 409 after the first)', [401, [201, 409], 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/video`, ...multipartBody({}, [{ field: 'video', filename: 'leak.mp4', contentType: 'video/mp4', data: matrixMp4() }]) })],
  ['POST /api/complaints/:id/visits', 'admin', 'any ticket', ADMIN(201), (w) => ({ url: `/api/complaints/${w.owner.complaintId}/visits`, payload: { date: '2099-01-05', from: '10:00', to: '12:00', visitorName: 'Ah Seng', visitorPhone: '012-3456789' } })],
  ['POST /api/complaints/:id/visits/:visitId/confirm', 'customer', 'owner’s ticket’s visit (unknown visit: 404)', [401, 404, 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/visits/${randomUUID()}/confirm` })],
  ['POST /api/complaints/:id/visits/:visitId/reschedule', 'customer', 'owner’s ticket’s visit (unknown visit: 404)', [401, 404, 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/visits/${randomUUID()}/reschedule`, payload: { note: 'Evenings please' } })],
  ['POST /api/complaints/:id/visits/:visitId/outcome', 'admin', 'any ticket’s visit (unknown visit: 404)', ADMIN(404), (w) => ({ url: `/api/complaints/${w.owner.complaintId}/visits/${randomUUID()}/outcome`, payload: { outcome: 'fixed' } })],
  ['PUT /api/complaints/:id/cost', 'admin', 'any ticket (a plain complaint has no cost: 409)', ADMIN(409), (w) => ({ url: `/api/complaints/${w.owner.complaintId}/cost`, payload: { totalRm: 100, bearer: 'landlord' } })],
  ['POST /api/complaints/:id/cost/dispute', 'customer', 'owner’s ticket (no cost yet: 404)', [401, 404, 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/cost/dispute`, payload: { reason: 'Not mine' } })],
  ['POST /api/complaints/:id/confirm', 'customer', 'owner’s ticket (not handled: 409)', [401, 409, 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/confirm` })],
  ['POST /api/complaints/:id/rating', 'customer', 'owner’s ticket (not handled: 409)', [401, 409, 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/rating`, payload: { thumbs: 'up' } })],
  ['POST /api/complaints/:id/reopen', 'customer', 'owner’s ticket (not handled: 409)', [401, 409, 404, 403], (w) => ({ url: `/api/complaints/${w.owner.complaintId}/reopen`, payload: { reason: 'Still broken' } })],
  ['GET /api/maintenance/summary', 'admin', 'every ticket', ADMIN(200), () => ({ url: '/api/maintenance/summary' })],
  ['GET /api/upkeep-tasks', 'admin', 'every property', ADMIN(200), () => ({ url: '/api/upkeep-tasks?page=1&limit=20' })],
  ['POST /api/upkeep-tasks', 'admin', 'every property', ADMIN(201), (w) => ({ url: '/api/upkeep-tasks', payload: { propertyId: w.owner.property.id, title: 'Aircon servicing', category: 'aircon', everyMonths: 3, nextDueDate: '2099-01-01', visitorName: 'Ah Seng', visitorPhone: '012-3456789' } })],
  ['DELETE /api/upkeep-tasks/:id', 'admin', 'every property (unknown task: 404)', ADMIN(404), () => ({ url: `/api/upkeep-tasks/${randomUUID()}` })],
  // Contracts
  ['GET /api/contracts', 'user', 'own (admins: all)', LIST, () => ({ url: '/api/contracts' })],
  ['POST /api/contracts', 'admin', 'nothing (created by accepting)', ADMIN(405), () => ({ url: '/api/contracts', payload: {} })],
  ['GET /api/contracts/:id', 'user', 'owner’s contract', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}` })],
  ['GET /api/contracts/:id/file', 'user', 'owner’s agreement', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/file` })],
  ['GET /api/contracts/:id/signed-file', 'user', 'owner’s signed copy', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/signed-file` })],
  ['POST /api/contracts/upload-signed-contract/:contractId', 'customer', 'owner’s contract', [401, 200, 404, 403], (w) => ({ url: `/api/contracts/upload-signed-contract/${w.ownerAwaitingContractId}`, ...multipartBody({}, [{ field: 'signedContract', filename: 'signed.pdf', contentType: 'application/pdf', data: w.pdf }]) })],
  ['PATCH /api/contracts/:id', 'admin', 'any contract', ADMIN(200), async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}`, payload: {} })],
  ['POST /api/contracts/:id/cancel', 'admin', 'any contract not started, nothing paid un-refunded', ADMIN(200), async (w) => ({ url: `/api/contracts/${await w.fresh.awaitingContract()}/cancel`, payload: { reason: 'Tenant withdrew' } })],
  ['DELETE /api/contracts/:id', 'admin', 'any unpaid contract', ADMIN(204), async (w) => ({ url: `/api/contracts/${await w.fresh.awaitingContract()}` })],
  ['GET /api/contracts/:id/timeline', 'user', 'owner’s tenancy timeline', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/timeline` })],
  // Issue 25: notice, renewal and deposit settlement (ADR 0036/0038)
  ['GET /api/contracts/:id/notice', 'user', 'owner’s notice terms', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/notice` })],
  ['POST /api/contracts/:id/notice', 'user', 'owner’s active tenancy (admins: any)', [401, 201, 404, 201], async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/notice`, payload: { acceptCost: true } })],
  ['GET /api/contracts/:id/renewal-offers', 'user', 'owner’s renewal offers', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers` })],
  ['POST /api/contracts/:id/renewal-offers', 'admin', 'any active tenancy (deadline within its term)', [401, 403, 403, [201, 400]], async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/renewal-offers`, payload: { termMonths: 12, rent: 1600, deadline: todayInMalaysia(new Date()) } })],
  ['POST /api/contracts/:id/renewal-offers/:offerId/respond', 'customer', 'owner’s open offer', [401, 404, 404, 403], (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/respond`, payload: { action: 'decline' } })],
  ['POST /api/contracts/:id/renewal-offers/:offerId/sign', 'user', 'owner’s accepted offer (admins: countersign)', [401, 404, 404, 404], (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/sign`, payload: { method: 'typed', typedName: 'Owner', agree: true, documentHash: 'a'.repeat(64) } })],
  ['GET /api/contracts/:id/renewal-offers/:offerId/agreement', 'user', 'owner’s renewal agreement', [401, 404, 404, 404], (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/agreement` })],
  ['GET /api/contracts/:id/renewal-offers/:offerId/agreement.pdf', 'user', 'owner’s renewal agreement PDF', [401, 404, 404, 404], (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/agreement.pdf` })],
  ['GET /api/contracts/:id/renewal-offers/:offerId/stamping', 'user', 'owner’s renewal agreement stamping', [401, 404, 404, 404], (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/stamping` })],
  ['PATCH /api/contracts/:id/renewal-offers/:offerId/stamping', 'admin', 'a signed renewal agreement’s stamping', ADMIN(404), (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/stamping`, payload: { status: 'submitted' } })],
  ['GET /api/contracts/:id/deposit-settlement', 'user', 'owner’s deposit statement', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement` })],
  ['PUT /api/contracts/:id/deposit-settlement', 'admin', 'any ended tenancy (a running one: 409)', ADMIN(409), (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement`, payload: { version: 0, deductions: [] } })],
  ['POST /api/contracts/:id/deposit-settlement/issue', 'admin', 'a draft statement of an ended tenancy', ADMIN(409), (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/issue`, payload: { version: 1 } })],
  ['POST /api/contracts/:id/deposit-settlement/accept', 'customer', 'owner’s issued statement', [401, 404, 404, 403], (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/accept` })],
  ['POST /api/contracts/:id/deposit-settlement/dispute', 'customer', 'owner’s issued statement', [401, 404, 404, 403], (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/dispute`, payload: { items: [{ deductionId: '00000000-0000-4000-8000-000000000025', comment: 'Not mine' }] } })],
  ['POST /api/contracts/:id/deposit-settlement/deductions/:deductionId/answer', 'admin', 'a disputed deduction', ADMIN(409), (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/deductions/00000000-0000-4000-8000-000000000025/answer`, payload: { answer: 'keep', note: 'Evidence stands' } })],
  ['POST /api/contracts/:id/deposit-settlement/refund', 'admin', 'a final statement', ADMIN(409), (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/refund`, payload: { version: 1 } })],
  ['GET /api/contracts/:id/deposit-settlement/statement.pdf', 'user', 'owner’s statement PDF (none made yet: 404)', [401, 404, 404, 404], (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/statement.pdf` })],
  ['PUT /api/contracts/:id/deposit-settlement/refund-account', 'user', 'the tenant’s own statement (none yet: 404; admins: 403)', [401, 404, 404, 403], (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/refund-account`, payload: { bank: 'maybank', holder: 'Aminah Ali', accountNumber: '1642 0012 3456' } })],
  ['POST /api/contracts/:id/deposit-settlement/transfer', 'admin', 'a statement awaiting a bank transfer', ADMIN(409), (w) => ({ url: `/api/contracts/${w.owner.contractId}/deposit-settlement/transfer`, payload: { version: 1, amount: 100, reference: 'MBB123456', transferDate: '2026-11-20' } })],
  ['GET /api/deposit-returns', 'admin', 'every deposit return due', ADMIN(200), () => ({ url: '/api/deposit-returns' })],
  ['GET /api/properties/:id/owner', 'admin', 'any property’s owner', ADMIN(200), async (w) => ({ url: `/api/properties/${await w.fresh.property()}/owner` })],
  ['PUT /api/properties/:id/owner', 'admin', 'any property’s owner', ADMIN(200), async (w) => ({ url: `/api/properties/${await w.fresh.property()}/owner`, payload: { owner: null } })],
  // Condition reports and move-in (issue 25 §1, §2; ADR 0037): a fresh draft move-in report of the owner per call
  ['GET /api/contracts/:id/inspections', 'user', 'owner’s condition reports', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/inspections` })],
  ['POST /api/contracts/:id/inspections', 'admin', 'any active contract', ADMIN(201), async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/inspections`, payload: { kind: 'move_in' } })],
  ['GET /api/contracts/:id/inspections/:inspectionId', 'user', 'owner’s condition report', OWN, async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}` }; }],
  ['PATCH /api/contracts/:id/inspections/:inspectionId/items/:itemId', 'user', 'owner’s report (a draft: the tenant waits for review)', [401, 409, 404, 200], async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}/items/${r.itemId}`, payload: { note: 'Matrix note' } }; }],
  ['POST /api/contracts/:id/inspections/:inspectionId/items/:itemId/photos', 'user', 'owner’s report (a draft: the tenant waits for review)', [401, 409, 404, 201], async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}/items/${r.itemId}/photos`, ...multipartBody({}, [{ field: 'photo', filename: 'wall.jpg', contentType: 'image/jpeg', data: await reportPhoto() }]) }; }],
  ['DELETE /api/contracts/:id/inspections/:inspectionId/items/:itemId/photos/:photoId', 'user', 'owner’s report photos (none here)', [401, 404, 404, 404], async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}/items/${r.itemId}/photos/${randomUUID()}` }; }],
  ['POST /api/contracts/:id/inspections/:inspectionId/complete', 'admin', 'any draft report (unfilled: 409)', ADMIN(409), async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}/complete`, payload: { method: 'typed', typedName: 'Matrix Admin', agree: true } }; }],
  ['POST /api/contracts/:id/inspections/:inspectionId/sign', 'customer', 'owner’s report (a draft: not yet for review)', [401, 409, 404, 403], async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}/sign`, payload: { method: 'typed', typedName: 'Matrix Tenant', agree: true } }; }],
  ['GET /api/contracts/:id/inspections/:inspectionId/pdf', 'user', 'owner’s report PDF (not final: 409)', [401, 409, 404, 409], async (w) => { const r = await ownerReport(w); return { url: `/api/contracts/${r.contractId}/inspections/${r.inspectionId}/pdf` }; }],
  ['GET /api/contracts/:id/move-in', 'user', 'owner’s move-in checklist', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/move-in` })],
  ['PUT /api/contracts/:id/move-in/appointment', 'user', 'owner’s appointment (admins offer slots: a proposal is 400)', [401, 200, 404, 400], async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/move-in/appointment`, payload: { proposedAt: new Date(w.ctx.clock.now().getTime() + 7 * 86_400_000).toISOString() } })],
  ['POST /api/contracts/:id/move-in/appointment/confirm', 'user', 'owner’s appointment (nothing proposed: 409)', [401, 409, 404, 409], async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/move-in/appointment/confirm`, payload: { at: new Date(w.ctx.clock.now().getTime() + 7 * 86_400_000).toISOString() } })],
  ['PUT /api/contracts/:id/move-in/keys', 'admin', 'any active contract', ADMIN(200), async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/move-in/keys`, payload: { items: [{ name: 'Main door key', count: 2 }], handedAt: new Date(w.ctx.clock.now().getTime() - 3_600_000).toISOString() } })],
  ['POST /api/contracts/:id/move-in/keys/confirm', 'customer', 'owner’s keys (none recorded: 409)', [401, 409, 404, 403], async (w) => ({ url: `/api/contracts/${await w.fresh.activeContract()}/move-in/keys/confirm` })],
  ['GET /api/contracts/:id/move-in/package.pdf', 'user', 'owner’s move-in package', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/move-in/package.pdf` })],
  ['GET /api/properties/:id/move-in', 'admin', 'any property’s move-in fields', ADMIN(200), (w) => ({ url: `/api/properties/${w.owner.property.id}/move-in` })],
  ['PUT /api/properties/:id/move-in', 'admin', 'any property’s move-in fields', ADMIN(200), async (w) => ({ url: `/api/properties/${await w.fresh.property()}/move-in`, payload: { moveInInfo: { houseRules: 'No smoking.', utilities: [], wifi: '', parking: '', emergencyContacts: '', managementContact: '', inventory: '', firstWeek: '' } } })],
  // Dashboards
  ['GET /api/dashboard/admin', 'admin', 'everyone’s figures', ADMIN(200), () => ({ url: '/api/dashboard/admin' })],
  ['GET /api/dashboard/occupancy', 'admin', 'every property’s occupancy', ADMIN(200), () => ({ url: '/api/dashboard/occupancy?page=1&limit=10' })],
  ['GET /api/dashboard/customer', 'customer', 'the caller’s own', CUSTOMER(200), () => ({ url: '/api/dashboard/customer' })],
  ['POST /api/dashboard/overdue/:transactionId/remind', 'admin', 'any unpaid charge (this one: unknown)', ADMIN(404), () => ({ url: '/api/dashboard/overdue/00000000-0000-4000-8000-000000000000/remind' })],
  // Transactions and payments
  ['GET /api/transactions', 'user', 'own (admins: all)', LIST, () => ({ url: '/api/transactions' })],
  ['GET /api/transactions/:id', 'user', 'owner’s charge', OWN, (w) => ({ url: `/api/transactions/${w.owner.chargeId}` })],
  ['POST /api/transactions', 'admin', 'any active contract', ADMIN(201), (w) => ({ url: '/api/transactions', payload: { contractId: w.owner.contractId, type: 'Other Fees', amount: 50, dueDate: '2031-03-01' } })],
  ['PATCH /api/transactions/:id', 'admin', 'any unpaid charge', ADMIN(200), async (w) => ({ url: `/api/transactions/${await w.fresh.charge()}`, payload: { amount: 60 } })],
  // ADR 0031: only a late charge can be waived; the fresh charge is an ordinary one, so the admin gets 409.
  ['POST /api/transactions/:id/waive', 'admin', 'any unpaid late charge', ADMIN(409), async (w) => ({ url: `/api/transactions/${await w.fresh.charge()}/waive`, payload: { reason: 'Goodwill' } })],
  ['DELETE /api/transactions/:id', 'admin', 'any unpaid charge', ADMIN(204), async (w) => ({ url: `/api/transactions/${await w.fresh.charge()}` })],
  ['POST /api/transactions/create-payment-intent', 'customer', 'owner’s charge', [401, 200, 404, 403], (w) => ({ url: '/api/transactions/create-payment-intent', payload: { transactionId: w.owner.chargeId } })],
  ['POST /api/transactions/process-deposit', 'customer', 'owner’s deposit (already paid)', [401, [400, 409], 404, 403], (w) => ({ url: '/api/transactions/process-deposit', payload: { paymentIntentId: w.paymentIntent.id, contractId: w.owner.contractId } })],
  ['POST /api/transactions/process-payment', 'customer', 'owner’s charge (not paid at the provider)', [401, [400, 402, 409], 404, 403], (w) => ({ url: '/api/transactions/process-payment', payload: { paymentIntentId: w.paymentIntent.id, transactionId: w.owner.chargeId } })],
  ['GET /api/transactions/payment-intent-status/:paymentIntentId', 'user', 'owner’s payment (visitors: its status only)', [[401, 200], 200, 404, 200], (w) => ({ url: `/api/transactions/payment-intent-status/${w.paymentIntent.id}` })],
  ['POST /api/transactions/webhook', 'provider signature', 'the event’s payment', all(400), () => ({ url: '/api/transactions/webhook', payload: { type: 'payment_intent.succeeded' } })],
  ['POST /api/transactions/sandbox/payment-intents/:id/confirm', 'client secret', 'the intent’s payer', all([400, 402, 403, 404]), (w) => ({ url: `/api/transactions/sandbox/payment-intents/${w.paymentIntent.id}/confirm`, payload: { clientSecret: 'not-the-secret-0000', card: { number: '4242424242424242', expMonth: 12, expYear: 40, cvc: '123' } } })],
  ['POST /api/transactions/sandbox/payment-intents/:id/authenticate', 'client secret', 'the intent’s payer', all([400, 402, 403, 404]), (w) => ({ url: `/api/transactions/sandbox/payment-intents/${w.paymentIntent.id}/authenticate`, payload: { clientSecret: 'not-the-secret-0000', outcome: 'complete' } })],
  ['POST /api/transactions/sandbox/payment-intents/:id/confirm-fpx', 'client secret', 'the intent’s payer', all([400, 404]), (w) => ({ url: `/api/transactions/sandbox/payment-intents/${w.paymentIntent.id}/confirm-fpx`, payload: { clientSecret: 'not-the-secret-0000', bank: 'maybank2u' } })],
  ['GET /api/transactions/sandbox/fpx/:id', 'client secret', 'the intent’s payer (bank page)', all(404), (w) => ({ url: `/api/transactions/sandbox/fpx/${w.paymentIntent.id}?client_secret=not-the-secret-0000` })],
  ['POST /api/transactions/sandbox/fpx/:id', 'client secret', 'the intent’s payer (bank page)', all([400, 404]), (w) => ({ url: `/api/transactions/sandbox/fpx/${w.paymentIntent.id}`, payload: 'client_secret=not-the-secret-0000&decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
  // E-signing (ADR 0013): the owner's agreement, audit trail and signature; admins countersign; public verification
  ['GET /api/contracts/:id/agreement', 'user', 'owner’s agreement', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/agreement` })],
  ['GET /api/contracts/:id/audit', 'user', 'owner’s agreement trail', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/audit` })],
  ['POST /api/contracts/:id/esign', 'customer', 'owner’s agreement (already signed by upload)', [401, 409, 404, 403], (w) => ({ url: `/api/contracts/${w.owner.contractId}/esign`, payload: { method: 'typed', typedName: 'Matrix Tenant', agree: true, documentHash: '0'.repeat(64) } })],
  ['POST /api/contracts/:id/countersign', 'admin', 'any agreement the tenant signed (this one: not yet)', ADMIN(409), (w) => ({ url: `/api/contracts/${w.owner.contractId}/countersign`, payload: { method: 'typed', typedName: 'Matrix Admin', agree: true, documentHash: '0'.repeat(64) } })],
  ['GET /api/verify/:code', 'public', 'a sealed agreement’s names and dates', all(404), () => ({ url: '/api/verify/unknown-code-0123456789abcdef' })],
  ['POST /api/verify/:code', 'public', 'a sealed agreement’s hash', all(404), (w) => ({ url: '/api/verify/unknown-code-0123456789abcdef', ...multipartBody({}, [{ field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', data: w.pdf }]) })],
  // Stamping tracker (ADR 0014): admins track and upload the LHDN certificate; the tenant reads and downloads it
  ['GET /api/stampings', 'admin', 'every signed agreement', ADMIN(200), () => ({ url: '/api/stampings?filter=all' })],
  ['GET /api/contracts/:id/stamping', 'user', 'owner’s agreement stamping', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/stamping` })],
  ['PATCH /api/contracts/:id/stamping', 'admin', 'any signed agreement', ADMIN(200), (w) => ({ url: `/api/contracts/${w.owner.contractId}/stamping`, payload: { status: 'submitted' } })],
  ['POST /api/contracts/:id/stamping/certificate', 'admin', 'any signed agreement', ADMIN(200), (w) => ({ url: `/api/contracts/${w.owner.contractId}/stamping/certificate`, ...multipartBody({}, [{ field: 'certificate', filename: 'stamp.pdf', contentType: 'application/pdf', data: w.pdf }]) })],
  ['GET /api/contracts/:id/stamping/certificate', 'user', 'owner’s stamp certificate (404 until uploaded)', [401, [200, 404], 404, [200, 404]], (w) => ({ url: `/api/contracts/${w.owner.contractId}/stamping/certificate` })],
  ['POST /api/contracts/:id/renewal-offers/:offerId/stamping/certificate', 'admin', 'a signed renewal agreement’s stamp certificate', ADMIN(404), (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/stamping/certificate`, ...multipartBody({}, [{ field: 'certificate', filename: 'stamp.pdf', contentType: 'application/pdf', data: w.pdf }]) })],
  ['GET /api/contracts/:id/renewal-offers/:offerId/stamping/certificate', 'user', 'owner’s renewal stamp certificate', [401, 404, 404, 404], (w) => ({ url: `/api/contracts/${w.owner.contractId}/renewal-offers/00000000-0000-4000-8000-000000000025/stamping/certificate` })],
  // Refunds and payment recovery (ADR 0015): admins refund a paid charge; payer and admins read its refunds
  ['POST /api/transactions/:id/refunds', 'admin', 'any paid charge (this one: unpaid)', ADMIN(409), (w) => ({ url: `/api/transactions/${w.owner.chargeId}/refunds`, payload: { amount: 10, reason: 'Matrix refund' } })],
  ['GET /api/transactions/:id/refunds', 'user', 'owner’s charge refunds', OWN, (w) => ({ url: `/api/transactions/${w.owner.chargeId}/refunds` })],
  ['GET /api/admin/needs-attention', 'admin', 'every payment needing a person', ADMIN(200), () => ({ url: '/api/admin/needs-attention' })],
  // Receipts, statements and exports (ADR 0019): the payer's receipts and statements; admins export the tables
  ['GET /api/receipts/:id/file', 'user', 'owner’s receipt', OWN, async (w) => ({ url: `/api/receipts/${await paymentReceiptOf(w.ctx, w.owner.depositId)}/file` })],
  ['GET /api/contracts/:id/statement', 'user', 'owner’s contract statement', OWN, (w) => ({ url: `/api/contracts/${w.owner.contractId}/statement?format=csv` })],
  ['GET /api/transactions/export', 'admin', 'every transaction (the filters given)', ADMIN(200), () => ({ url: '/api/transactions/export?status=Paid' })],
  ['GET /api/contracts/export', 'admin', 'every contract (the filters given)', ADMIN(200), () => ({ url: '/api/contracts/export?status=Active' })],
  // Viewings (issue 28 §4): anyone sees a property's bookable slots; admins publish and manage them; a customer books, and cancels or moves their own (admins any)
  // Saved searches (issue 28 §5): the customer's own; the alert e-mail's unsubscribe link needs only its token
  ['GET /api/saved-searches', 'customer', 'the caller’s own (paged)', CUSTOMER(200), () => ({ url: '/api/saved-searches?page=1&limit=20' })],
  ['POST /api/saved-searches', 'customer', 'the caller’s own (at most 20)', CUSTOMER(201), () => ({ url: '/api/saved-searches', payload: { name: 'Matrix search', frequency: 'daily', filters: { bedrooms: '2' } } })],
  ['PATCH /api/saved-searches/:id', 'customer', 'owner’s search', [401, 200, 404, 403], async (w) => ({ url: `/api/saved-searches/${(await matrixSavedSearch(w)).id}`, payload: { frequency: 'instant' } })],
  ['DELETE /api/saved-searches/:id', 'customer', 'owner’s search', [401, 200, 404, 403], async (w) => ({ url: `/api/saved-searches/${(await matrixSavedSearch(w)).id}` })],
  ['GET /api/saved-searches/unsubscribe', 'public', 'the token’s search only (its name)', all(200), async (w) => ({ url: `/api/saved-searches/unsubscribe?token=${(await matrixSavedSearch(w)).token}` })],
  ['POST /api/saved-searches/unsubscribe', 'public', 'the token’s search only (alerts off)', all(200), async (w) => ({ url: `/api/saved-searches/unsubscribe?token=${(await matrixSavedSearch(w)).token}` })],
  ['GET /api/properties/:id/viewing-slots', 'public', 'any property’s open slots ahead', all(200), async (w) => ({ url: `/api/properties/${(await matrixSlots(w)).propertyId}/viewing-slots` })],
  ['GET /api/viewing-slots', 'admin', 'any property’s slots (paged)', ADMIN(200), async (w) => ({ url: `/api/viewing-slots?propertyId=${(await matrixSlots(w)).propertyId}&page=1&limit=20` })],
  ['POST /api/viewing-slots', 'admin', 'any property', ADMIN(201), async (w) => ({ url: '/api/viewing-slots', payload: { propertyId: await w.fresh.property(), date: todayInMalaysia(new Date(w.ctx.clock.now().getTime() + 5 * 86_400_000)), time: '10:00', durationMinutes: 30, capacity: 2 } })],
  ['POST /api/viewing-slots/weekly', 'admin', 'any property', ADMIN(201), async (w) => ({ url: '/api/viewing-slots/weekly', payload: { propertyId: await w.fresh.property(), weekday: 6, time: '10:00', durationMinutes: 30, capacity: 2, weeks: 2 } })],
  ['PATCH /api/viewing-slots/:id', 'admin', 'any slot ahead', ADMIN(200), async (w) => ({ url: `/api/viewing-slots/${(await matrixSlots(w)).slotIds[0]}`, payload: { capacity: 3 } })],
  ['POST /api/viewing-slots/:id/cancel', 'admin', 'any slot ahead', ADMIN(200), async (w) => ({ url: `/api/viewing-slots/${(await matrixSlots(w)).slotIds[0]}/cancel` })],
  ['GET /api/viewings', 'user', 'the caller’s own (admins: all)', LIST, () => ({ url: '/api/viewings?page=1&limit=20' })],
  ['GET /api/viewings/day', 'admin', 'every booked viewing of a day (paged)', ADMIN(200), () => ({ url: '/api/viewings/day?page=1&limit=20' })],
  ['POST /api/viewings', 'customer', 'a slot ahead with a free place (admins do not book)', CUSTOMER(201), async (w) => ({ url: '/api/viewings', payload: { slotId: (await matrixSlots(w)).slotIds[0] } })],
  ['POST /api/viewings/:id/cancel', 'user', 'owner’s viewing', [401, 200, 404, 200], async (w) => ({ url: `/api/viewings/${(await matrixViewing(w)).viewingId}/cancel` })],
  ['POST /api/viewings/:id/reschedule', 'user', 'owner’s viewing (to another slot of the property)', [401, 200, 404, 200], async (w) => { const v = await matrixViewing(w); return { url: `/api/viewings/${v.viewingId}/reschedule`, payload: { slotId: v.otherSlotId } }; }],
  // Listing reports (issue 28 §6): customers report a listing once (a fresh one per caller); admins decide open reports
  ['POST /api/properties/:id/report', 'customer', 'any listing (once per customer)', CUSTOMER(201), async (w) => ({ url: `/api/properties/${await w.fresh.property()}/report`, payload: { reason: 'wrong_price', note: 'The owner asked for more than the listed rent.' } })],
  ['GET /api/properties/:id/report', 'customer', 'the caller’s own report of the listing (none: null)', CUSTOMER(200), (w) => ({ url: `/api/properties/${w.owner.property.id}/report` })],
  ['GET /api/listing-reports', 'admin', 'every report (paged)', ADMIN(200), () => ({ url: '/api/listing-reports?page=1&limit=20' })],
  ['POST /api/listing-reports/:id/resolve', 'admin', 'any open report', ADMIN(200), async (w) => ({ url: `/api/listing-reports/${await matrixReport(w)}/resolve`, payload: { note: 'Price corrected with the owner.' } })],
  ['POST /api/listing-reports/:id/dismiss', 'admin', 'any open report', ADMIN(200), async (w) => ({ url: `/api/listing-reports/${await matrixReport(w)}/dismiss`, payload: {} })],
];

/** A draft move-in report of the owner on a fresh active contract (created by an admin), and its first item. */
async function ownerReport(w: World) {
  const contractId = await w.fresh.activeContract();
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/inspections`,
    headers: w.headers.admin,
    payload: { kind: 'move_in' },
  });
  const inspection = res.json<{ inspection: { id: string; areas: { items: { id: string }[] }[] } }>().inspection;
  return { contractId, inspectionId: inspection.id, itemId: inspection.areas[0]!.items[0]!.id };
}

let reportJpeg: Promise<Buffer> | undefined;
const reportPhoto = () =>
  (reportJpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 150 } } })
    .jpeg()
    .toBuffer());

let registrations = 0;
function newUser() {
  const email = `matrix-new-${++registrations}-${Date.now()}@example.my`;
  return {
    firstname: 'New',
    lastname: 'Tenant',
    email,
    phone: '0123456789',
    password: 'Sewa-2026!',
    confirmPassword: 'Sewa-2026!',
  };
}

function propertyForm() {
  return multipartBody({
    type: 'Unit Rental',
    name: `Matrix Residence ${++registrations}`,
    address: 'Jalan Matrix 1, 50000 Kuala Lumpur',
    description: 'Added by the access matrix.',
    price: '1200',
    depositAmount: '2400',
  });
}

export const ROUTE_TABLE: readonly RouteEntry[] = table.map(([route, who, touches, statuses, call]) => {
  const [method, path] = route.split(' ') as [string, string];
  const [visitor, owner, other, admin] = statuses as [Status, Status, Status, Status];
  return { method, path, who, touches, expect: { visitor, owner, other, admin }, call };
});

export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** A small PNG and a 5-second MP4 for the maintenance upload rows. */
const matrixPhoto = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
const matrixMp4 = () => mp4Of(5);
