/**
 * FPX online banking in the sandbox (ADR 0018), in the browser: a deposit and a rent charge paid by FPX through the
 * simulated bank page (declined, approved, abandoned) and by card; above RM30,000 only card is offered.
 *
 * Each test uses a fresh tenant whose application the admin accepts through the API (as esign.spec.ts does), so
 * the demo accounts other specs rely on are left alone.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, createActiveCustomer, demo, login } from './support/fixtures';

const PHONE = { width: 375, height: 812 };

const SIGNED_PDF = {
  name: 'signed-contract.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n' +
      'endobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};

/** API calls go through the test's own request context: its cookies never become the browser's session. */
async function token(api: APIRequestContext, email: string): Promise<string> {
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A fresh tenant with an accepted application: its contract and deposit wait in Sign & Pay. */
async function acceptedTenant(
  page: Page,
  api: APIRequestContext,
  firstname: string,
): Promise<{ email: string; contractId: string }> {
  const email = await createActiveCustomer(page, firstname, 'Ismail');
  const { properties } = (await (await api.get('/api/properties?available=true')).json()) as {
    properties: { _id: string; type: string }[];
  };
  const property = properties.find((p) => p.type === 'Unit Rental');
  if (!property) throw new Error('No available unit rental in the demo data');
  const tenant = { authorization: `Bearer ${await token(api, email)}` };
  const applied = await api.post('/api/applications', {
    headers: tenant,
    data: { property: property._id, startDate: '2030-07-01', stayLength: '6' },
  });
  expect(applied.status()).toBe(201);
  const { application } = (await applied.json()) as { application: { _id: string } };
  const admin = { authorization: `Bearer ${await token(api, demo.admin)}` };
  const accepted = await api.patch(`/api/applications/${application._id}`, {
    headers: admin,
    data: { status: 'Accepted' },
  });
  expect(accepted.status()).toBe(200);
  const contracts = (await (await api.get('/api/contracts', { headers: tenant })).json()) as {
    contracts: { _id: string }[];
  };
  return { email, contractId: contracts.contracts[0]!._id };
}

/** The admin charges the tenant's (now active) contract. */
async function charge(
  api: APIRequestContext,
  contractId: string,
  type: 'Monthly Rental' | 'Other Fees',
  amount: number,
) {
  const admin = { authorization: `Bearer ${await token(api, demo.admin)}` };
  const res = await api.post('/api/transactions', {
    headers: admin,
    data: { contractId, type, amount, dueDate: '2030-08-01', description: `${type} (e2e FPX)` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { transaction: { _id: string } }).transaction._id;
}

async function openSignAndPay(page: Page, contractId: string) {
  await page.goto(`/application/sign-and-pay/${contractId}`);
  await expect(page).toHaveTitle('Sign and Pay | SewaMudah');
  await page.getByRole('button', { name: 'Prefer paper? Upload a signed copy' }).click();
  await page.locator('input[type="file"]').setInputFiles(SIGNED_PDF);
}

const method = (page: Page, name: 'Online banking (FPX)' | 'Card') =>
  page.getByRole('radiogroup', { name: 'Payment method' }).getByText(name, { exact: true }).click();

/** Picks the bank, pays, and lands on the simulated bank's page (our server, same origin). */
async function toBank(page: Page, bank: string, button: 'Submit and Pay' | 'Pay Now') {
  await method(page, 'Online banking (FPX)');
  await page.getByLabel('Your bank').selectOption({ label: bank });
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/api\/transactions\/sandbox\/fpx\/pi_\w+\?client_secret=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: bank })).toBeVisible();
  // Every action in view at phone width, nothing wider than the screen.
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

async function payByCard(page: Page, button: 'Submit and Pay' | 'Pay Now') {
  await method(page, 'Card');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/payment-success\/pi_\w+$/, { timeout: 30_000 });
  await expect(page.getByText('Payment successful! Thank you.')).toBeVisible();
}

const historyRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('deposit by FPX: declined at the bank, then approved; a rent charge abandoned at the bank, then by card', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { email, contractId } = await acceptedTenant(page, request, 'Farah');
    await login(page, email);

    await openSignAndPay(page, contractId);
    await toBank(page, 'Maybank2u', 'Submit and Pay');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/payment-success\/pi_\w+\?payment_intent=pi_\w+&payment_intent_client_secret=/);
    await expect(page.getByText('Your payment was not successful, please try again.')).toBeVisible();
    await expect(page.getByText('The payment was declined at your bank.')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();

    await openSignAndPay(page, contractId);
    await toBank(page, 'Maybank2u', 'Submit and Pay');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByText('Payment successful! Thank you.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Paid with FPX (Maybank2u)')).toBeVisible();

    // A rent charge: the tenant leaves the bank's page without a choice, comes back, and pays by card.
    const rentId = await charge(request, contractId, 'Monthly Rental', 1500);
    await page.goto(`/payment/${rentId}`);
    await toBank(page, 'CIMB Clicks', 'Pay Now');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/payment/${rentId}$`));
    await payByCard(page, 'Pay Now');

    await page.goto('/payment-history');
    await expect(historyRow(page, 'Deposit').getByText('FPX (Maybank2u)')).toBeVisible();
    await expect(historyRow(page, 'Monthly Rental').getByText('Visa •••• 4242')).toBeVisible();
  });
});

test('deposit abandoned at the bank then paid by card; rent approved by FPX; above RM30,000 only card', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, contractId } = await acceptedTenant(page, request, 'Hafiz');
  await login(page, email);

  await openSignAndPay(page, contractId);
  await toBank(page, 'Public Bank', 'Submit and Pay');
  // The tenant closes the bank's page: back in the app, the deposit is still unpaid and can be paid by card.
  await page.goto('/payment-history');
  await expect(historyRow(page, 'Deposit').getByText('Pending')).toBeVisible();
  await openSignAndPay(page, contractId);
  await payByCard(page, 'Submit and Pay');

  const rentId = await charge(request, contractId, 'Monthly Rental', 1500);
  await page.goto(`/payment/${rentId}`);
  await toBank(page, 'RHB Bank', 'Pay Now');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment successful! Thank you.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Paid with FPX (RHB Bank)')).toBeVisible();

  const bigId = await charge(request, contractId, 'Other Fees', 35_000);
  await page.goto(`/payment/${bigId}`);
  await expect(
    page.getByText('Online banking (FPX) is available for payments of up to RM30,000. Please pay this amount by card.'),
  ).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByLabel('Your bank')).toHaveCount(0);

  // The admin sees the method in Manage Transactions too.
  await page.context().clearCookies();
  // Wide enough for the table to show its low-priority columns (DataTable folds them under 960 px of table width).
  await page.setViewportSize({ width: 1920, height: 1000 });
  await login(page, demo.admin);
  await page.goto('/manage-transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('columnheader', { name: 'Method', exact: true })).toBeVisible();
  await expect(table.getByText('FPX (RHB Bank)').first()).toBeVisible();
});
