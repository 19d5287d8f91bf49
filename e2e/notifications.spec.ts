/**
 * Issue 24 "Done when": at phone width, a Malay-speaking tenant has the app open in two tabs. The admin sends a
 * reminder of an overdue rent charge (the dashboard's "remind now", through the API); the notification arrives live
 * in the second tab without a reload (the inbox lists it, the first tab's bell counts it), in BM. The tenant follows
 * its pay link and pays by FPX at the sandbox bank, ending on the paid charge with its official receipt.
 *
 * The tenant is a fresh customer whose application the admin accepts and whose deposit is paid through the API, so
 * the demo accounts other specs rely on are left alone. Both tabs fail the test on a console error, a failed request
 * or a request outside the app's origin (the first through the shared fixture, the second through `watch` below).
 */
import { readFile } from 'node:fs/promises';
import { addDays, formatRM, todayInMalaysia } from '../packages/shared/src/format';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, createActiveCustomer, demo } from './support/fixtures';
import { tr } from './support/no-english';

const PHONE = { width: 375, height: 812 };
const RENT_RM = 1234;

const SIGNED_PDF = {
  name: 'signed-contract.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n' +
      'endobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};

async function token(api: APIRequestContext, email: string): Promise<string> {
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const subOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/**
 * A fresh tenant who reads Bahasa Malaysia, with an active tenancy (application accepted, signed copy uploaded,
 * deposit paid with the sandbox's test card): all through the API.
 */
async function activeTenant(page: Page, api: APIRequestContext): Promise<{ email: string; contractId: string }> {
  const email = await createActiveCustomer(page, 'Siti', 'Hamzah');
  const admin = bearer(await token(api, demo.admin));
  const tenantToken = await token(api, email);
  const tenant = bearer(tenantToken);
  const language = await api.patch(`/api/users/${subOf(tenantToken)}`, { headers: admin, data: { language: 'ms' } });
  expect(language.status(), await language.text()).toBe(200);

  const { properties } = (await (await api.get('/api/properties?available=true')).json()) as {
    properties: { _id: string; type: string }[];
  };
  const property = properties.find((p) => p.type === 'Unit Rental');
  if (!property) throw new Error('No available unit rental in the demo data');
  const applied = await api.post('/api/applications', {
    headers: tenant,
    data: { property: property._id, startDate: '2030-09-01', stayLength: '6' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { _id: string } };
  const accepted = await api.patch(`/api/applications/${application._id}`, {
    headers: admin,
    data: { status: 'Accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { contracts } = (await (await api.get('/api/contracts', { headers: tenant })).json()) as {
    contracts: { _id: string }[];
  };
  const contractId = contracts[0]!._id;

  const uploaded = await api.post(`/api/contracts/upload-signed-contract/${contractId}`, {
    headers: tenant,
    multipart: { contractId, signedContract: SIGNED_PDF },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const intent = await api.post('/api/transactions/create-payment-intent', { headers: tenant, data: { contractId } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string };
  const confirmed = await api.post(`/api/transactions/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const deposit = await api.post('/api/transactions/process-deposit', {
    headers: tenant,
    data: { paymentIntentId, contractId },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  return { email, contractId };
}

/** The shared fixture's checks for a tab it does not know: console errors, failed and outside requests. */
function watch(page: Page, origin: string, problems: string[]): void {
  const own = (url: string) => url.startsWith(`${origin}/`) || /^(data|blob|about):/.test(url);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`tab 2 console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`tab 2 page error: ${error.message}`));
  page.on('request', (request) => {
    if (!own(request.url())) problems.push(`tab 2 request outside ${origin}: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`tab 2 request failed: ${request.url()} (${reason})`);
  });
}

async function loginInMalay(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: tr('ms', 'login.title') })).toBeVisible();
  await page.getByLabel(tr('ms', 'login.email')).fill(email);
  await page.getByLabel(tr('ms', 'login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('ms', 'login.submit') }).click();
  await expect(page.getByText(tr('ms', 'session.loginSuccess'))).toBeVisible();
}

/** Navigates and waits until the tab's notification stream is open (its response headers arrived). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/notifications/stream?ticket=') && r.ok());
  await page.goto(path);
  await stream;
}

test.use({ viewport: PHONE });

test('a reminder arrives live in a second tab, in BM, and its pay link ends on a paid FPX receipt', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const { email, contractId } = await activeTenant(page, request);
  const read = await request.post('/api/notifications/read', {
    headers: bearer(await token(request, email)),
    data: { all: true },
  });
  expect(read.status(), await read.text()).toBe(200);
  await page.context().addCookies([{ name: 'lang', value: 'ms', url: origin }]);
  await loginInMalay(page, email);

  // Two tabs of the same session: the first on Payment History, the second on the inbox.
  const second = await page.context().newPage();
  const secondProblems: string[] = [];
  watch(second, origin, secondProblems);
  await openWithStream(page, '/payment-history');
  await openWithStream(second, '/notifications');
  await expect(second.getByRole('heading', { name: tr('ms', 'notificationsUi.inboxTitle') })).toBeVisible();
  // What the tenancy's start already told them (accepted, deposit received) is read: nothing unread yet.
  await expect(second.getByRole('link', { name: tr('ms', 'notice.paymentReceived.title') })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: tr('ms', 'notificationsUi.bellLabel'), exact: true }),
  ).toBeVisible();
  for (const tab of [page, second]) {
    await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  }

  // The rent charge is three days overdue; the admin reminds the tenant now (the ladder may have been first).
  const admin = bearer(await token(request, demo.admin));
  const dueDate = addDays(todayInMalaysia(new Date()), -3);
  const created = await request.post('/api/transactions', {
    headers: admin,
    data: { contractId, type: 'Monthly Rental', amount: RENT_RM, dueDate, description: 'Sewa (e2e pemberitahuan)' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rentId = ((await created.json()) as { transaction: { _id: string } }).transaction._id;
  const reminded = await request.post(`/api/dashboard/overdue/${rentId}/remind`, { headers: admin });
  expect([201, 409], await reminded.text()).toContain(reminded.status());

  // Live, without a reload: the second tab's inbox lists it in BM, and the first tab's bell counts it.
  const title = tr('ms', 'notice.paymentOverdue.title');
  const link = second.getByRole('link', { name: title });
  await expect(link).toBeVisible({ timeout: 10_000 });
  await expect(second.getByText(formatRM(RENT_RM), { exact: false })).toBeVisible();
  await expect(second.getByText(/tertunggak 3 hari/)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: tr('ms', 'notificationsUi.bellUnread', { count: 1 }) }),
  ).toBeVisible();
  expect(await second.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(link).toBeInViewport();

  // The pay link opens the charge's payment page, where FPX is offered; the tenant pays at the sandbox bank.
  await link.click();
  await expect(second).toHaveURL(new RegExp(`/payment/${rentId}$`));
  // Following it marked it read: the first tab's bell stops counting it, live too.
  const quietBell = page
    .getByRole('banner')
    .getByRole('link', { name: tr('ms', 'notificationsUi.bellLabel'), exact: true });
  await expect(quietBell).toBeVisible();
  await second
    .getByRole('radiogroup', { name: tr('ms', 'pay.form.methodLabel') })
    .getByText(tr('ms', 'pay.form.fpx'), { exact: true })
    .click();
  await second.getByLabel(tr('ms', 'pay.fpx.bank')).selectOption({ label: 'Maybank2u' });
  const pay = second.getByRole('button', { name: tr('ms', 'pay.payNow') });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  await pay.click();
  await expect(second).toHaveURL(/\/api\/transactions\/sandbox\/fpx\/pi_\w+\?client_secret=/, { timeout: 30_000 });
  await expect(second.getByRole('heading', { name: 'Maybank2u' })).toBeVisible();
  const approve = second.getByRole('button', { name: tr('ms', 'pay.bankPage.approve') });
  await expect(approve).toBeInViewport();
  await approve.click();

  // Back in the app: paid, by FPX, with the official receipt.
  await expect(second.getByText(tr('ms', 'pay.status.successful'))).toBeVisible({ timeout: 30_000 });
  await expect(second.getByText(tr('ms', 'pay.status.paidWith', { method: 'FPX (Maybank2u)' }))).toBeVisible();
  const receipt = second.getByRole('button', { name: /^Muat turun resit SM-\d{4}-\d{6}$/ });
  await expect(receipt).toBeVisible();
  const [download] = await Promise.all([second.waitForEvent('download'), receipt.click()]);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The payment's own notification reaches the first tab's bell, still without a reload.
  await expect(
    page.getByRole('banner').getByRole('link', { name: tr('ms', 'notificationsUi.bellUnread', { count: 1 }) }),
  ).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The reminder was marked read when the tenant followed it.
  const tenant = bearer(await token(request, email));
  const inbox = (await (await request.get('/api/notifications?page=1&limit=5', { headers: tenant })).json()) as {
    notifications: { kind: string; link: string; readAt: string | null }[];
  };
  const reminder = inbox.notifications.find((n) => n.kind === 'paymentOverdue');
  expect(reminder).toMatchObject({ link: `/payment/${rentId}` });
  expect(reminder?.readAt).not.toBeNull();
  expect(secondProblems).toEqual([]);
});
