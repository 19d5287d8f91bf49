/**
 * Applications and contracts, end to end: a customer applies for a room, a second applicant competes for it, the admin
 * accepts the first; the winner sees it under Accepted with 'Sign & Pay', opens the agreement link and cannot apply
 * elsewhere; the other applicant was rejected.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, demo, login } from './support/fixtures';
import { fifteenthOfNextMonth, pickDate } from './support/date-field';
import { completeTenantProfile } from './support/tenant-profile';

const PROPERTY = 'Ipoh Old Town Heritage Rooms';
const ROOM = 'Loft Room';
const RIVAL = 'arjun.menon@example.my';

interface PropertySummary {
  _id: string;
  name: string;
  type: string;
  rooms: { _id: string; name: string }[];
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function findProperty(request: APIRequestContext, name: string): Promise<PropertySummary> {
  const res = await request.get('/api/properties');
  const { properties } = (await res.json()) as { properties: PropertySummary[] };
  const property = properties.find((p) => p.name === name);
  if (!property) throw new Error(`Demo property ${name} not found`);
  return property;
}

/** Picks the 15th of next month (always in the future) on the start date's calendar. */
async function pickStartDate(page: Page) {
  await pickDate(page, page.getByRole('button', { name: /Start date/ }), fifteenthOfNextMonth());
}

test('apply → admin accepts → Sign & Pay, contract download, no second application; the rival is rejected', async ({
  page,
  browser,
  request,
}) => {
  const property = await findProperty(request, PROPERTY);
  const room = property.rooms.find((r) => r.name === ROOM);
  if (!room) throw new Error(`${ROOM} not found`);

  // A second applicant for the same room, through the API.
  const rivalToken = await apiToken(request, RIVAL);
  const rivalApply = await request.post('/api/applications', {
    headers: { authorization: `Bearer ${rivalToken}` },
    data: { property: property._id, room: room._id, startDate: '2030-03-01', stayLength: '3' },
  });
  expect(rivalApply.status()).toBe(201);

  // Priya applies through the apply panel, with a complete tenant profile and her consent (issue 27 §2).
  await completeTenantProfile(request, demo.priya);
  await login(page, demo.priya);
  await page.goto(`/listing/${property._id}`);
  const apply = page.getByRole('button', { name: 'Apply Now' });
  await expect(apply).toBeDisabled();
  await pickStartDate(page);
  await page.getByRole('combobox', { name: 'Stay length' }).click();
  await page.getByRole('option', { name: '6 months' }).click();
  await page.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: new RegExp(ROOM) }).click();
  await expect(apply).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I agree to share my tenant profile for this application' }).check();
  await apply.click();
  await expect(page.getByText('Successfully Applied to this property!').first()).toBeVisible();

  // The admin accepts Priya's application.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, demo.admin);
  await admin.goto(`/manage-properties/applications/${property._id}`);
  const priyaRow = admin.getByRole('row').filter({ hasText: demo.priya });
  const rivalRow = admin.getByRole('row').filter({ hasText: RIVAL });
  await expect(priyaRow.getByText('Waiting for Response')).toBeVisible();
  await expect(rivalRow.getByText('Waiting for Response')).toBeVisible();
  await priyaRow.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByText('Application accepted successfully')).toBeVisible();
  await expect(priyaRow.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(rivalRow.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(priyaRow.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await adminContext.close();

  // Priya sees it under Accepted with Sign & Pay.
  await page.goto('/application');
  await page.getByRole('tab', { name: 'Accepted' }).click();
  const card = page.getByRole('article', { name: PROPERTY });
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  const signAndPay = card.getByRole('link', { name: 'Sign & Pay' });
  await expect(signAndPay).toHaveAttribute('href', /^\/application\/sign-and-pay\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page.getByText('No applications found for this status.')).toBeVisible();

  // Her tenancy agreement in Contract History is a plain link (new tab) that needs no token: signed, short-lived.
  await page.goto('/contract');
  const contractRow = page.getByRole('row').filter({ hasText: PROPERTY });
  await expect(contractRow.getByText('Awaiting Payment')).toBeVisible();
  const fileLink = contractRow.getByRole('link', { name: 'Contract' });
  await expect(fileLink).toHaveAttribute('target', '_blank');
  await expect(fileLink).toHaveAttribute('href', /\/api\/contracts\/[0-9a-f-]{36}\/file\?expires=\d+&signature=/);
  const anonymous = await playwrightRequest.newContext();
  const file = await anonymous.get((await fileLink.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await anonymous.dispose();

  // She cannot apply anywhere else now.
  const other = await findProperty(request, 'Gurney Seaview Apartment, Penang');
  await page.goto(`/listing/${other._id}`);
  const panel = page.getByRole('region', { name: 'Apply for this property' });
  await expect(
    panel
      .getByRole('alert')
      .filter({ hasText: 'You cannot apply as you already have an active rental or accepted application.' }),
  ).toBeVisible();
  await pickStartDate(page);
  await expect(panel.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
});

test('a visitor learns up front to log in, and the picked date survives the log-in', async ({ page, request }) => {
  const property = await findProperty(request, 'Setia Alam Double-Storey Terrace');
  await page.goto(`/listing/${property._id}`);
  // Said before anything is picked.
  await expect(page.getByText('Please register and login to apply for this property.')).toBeVisible();
  await pickStartDate(page);
  // The picked date reaches the button after a render (it is also written to the URL): wait for it, then read it.
  const startButton = page.getByRole('button', { name: /Start date/ });
  await expect(startButton).toHaveText(/15\/\d{2}\/\d{4}/);
  const picked = await startButton.textContent();
  await page.getByRole('combobox', { name: 'Stay length' }).click();
  await page.getByRole('option', { name: '6 months' }).click();
  const loginLink = page.getByRole('link', { name: 'Login to apply' });
  await expect(loginLink).toHaveAttribute('href', '/login');
  await loginLink.click();
  await page.getByLabel('Email').fill(demo.aisyah);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${property._id}\\?start=\\d{4}-\\d{2}-15&stay=6`));
  await expect(page.getByRole('button', { name: /Start date/ })).toHaveText(picked ?? '');
  await expect(page.getByRole('combobox', { name: 'Stay length' })).toHaveValue('6 months');
});

test('admins see every contract with the customer columns, latest start first, with the count', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.admin);
  const counted = await request.get('/api/contracts?page=1&limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = Number(counted.headers()['x-total-count']);
  const [latest] = ((await counted.json()) as { contracts: { user: { email: string } }[] }).contracts;
  expect(total).toBeGreaterThan(0);

  await login(page, demo.admin);
  await page.goto('/manage-contracts');
  await expect(page).toHaveTitle('Manage Contracts | SewaMudah');
  const table = page.getByRole('table', { name: 'Contracts' });
  for (const name of [
    'Property Name',
    'Cust. Name',
    'Cust. Email',
    'Start Date',
    'End Date',
    'Rent Amount',
    'Deposit Amount',
    'Status',
    'Contract File',
  ]) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(`Showing 1–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(20, total));
  await expect(table.locator('tbody tr').first()).toContainText(latest!.user.email);
});
