/** Dashboards (issue 7): the figures of the demo data for an admin and a tenant, the empty states for a new account. */
import { type Page } from '@playwright/test';
import { expect, test, createActiveCustomer, demo, login } from './support/fixtures';

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const cellTexts = async (page: Page, table: string, column: number) =>
  bodyRows(page, table).locator(`td:nth-child(${column})`).allInnerTexts();

test('the admin dashboard shows the totals and the latest applications and payments', async ({ page }) => {
  await login(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Let the dashboard that login opened finish loading, so the response awaited below is the reload's own.
  await page.waitForLoadState('networkidle');
  const figures = page.waitForResponse((res) => res.url().endsWith('/api/dashboard/admin') && res.ok());
  await page.reload();
  const { totals } = (await (await figures).json()) as {
    totals: { users: number; properties: number; pendingApplications: number };
  };
  await expect(page).toHaveTitle('Dashboard | SewaMudah');
  // The demo world: 10 users, 12 properties, 3 waiting applications (other journeys may have added more).
  expect(totals.users).toBeGreaterThanOrEqual(10);
  expect(totals.properties).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('group', { name: 'Total Users' })).toContainText(String(totals.users));
  await expect(page.getByRole('group', { name: 'Total Properties' })).toContainText(String(totals.properties));
  await expect(page.getByRole('group', { name: 'Pending Applications' })).toContainText(
    String(totals.pendingApplications),
  );

  const pending = 'Latest Pending Applications';
  await expect(page.getByRole('table', { name: pending }).getByRole('columnheader')).toHaveText([
    'Date',
    'Customer Name',
    'Property Name',
  ]);
  if (totals.pendingApplications === 0) {
    await expect(bodyRows(page, pending)).toHaveText(['No pending applications found.']);
  } else {
    await expect(bodyRows(page, pending)).toHaveCount(Math.min(5, totals.pendingApplications));
    for (const date of await cellTexts(page, pending, 1)) expect(date).toMatch(DATE_TIME);
  }

  const payments = 'Latest Payments';
  await expect(page.getByRole('table', { name: payments }).getByRole('columnheader')).toHaveText([
    'Date',
    'Customer Name',
    'Property Name',
    'Amount',
    'Type',
  ]);
  await expect(bodyRows(page, payments)).toHaveCount(5);
  const dates = await cellTexts(page, payments, 1);
  for (const date of dates) expect(date).toMatch(DATE_TIME);
  const asSortable = (d: string) => d.replace(/^(\d{2})\/(\d{2})\/(\d{4}) (.*)$/, '$3-$2-$1 $4');
  expect(dates.map(asSortable)).toEqual([...dates.map(asSortable)].sort().reverse());
  for (const amount of await cellTexts(page, payments, 4)) expect(amount).toMatch(/^RM[\d,]+(\.\d{2})?$/);
});

test('the tenant dashboard shows the current rental, rentals and payments', async ({ page }) => {
  await login(page, demo.aisyah);
  await page.goto('/dashboard');
  const current = page.getByRole('region', { name: 'Current Rental' });
  await expect(current).toContainText('SS2 Petaling Jaya Shared House');
  await expect(current).toContainText('Active');
  await expect(current).toContainText('Rent Amount: RM700');
  await expect(current).toContainText(/Start Date: \d{2}\/\d{2}\/\d{4}/);
  await expect(current).toContainText(/End Date: \d{2}\/\d{2}\/\d{4}/);

  const rentals = 'Most Recent Rentals';
  await expect(bodyRows(page, rentals)).toHaveCount(2);
  await expect(bodyRows(page, rentals).nth(0)).toContainText('SS2 Petaling Jaya Shared House (Middle Room)');
  await expect(bodyRows(page, rentals).nth(1)).toContainText('Medini Signature Condo, Iskandar Puteri');
  await expect(bodyRows(page, rentals).nth(1)).toContainText('RM1,600');
  for (const date of await cellTexts(page, rentals, 2)) expect(date).toMatch(DATE);

  const payments = 'Most Recent Payments';
  await expect(page.getByRole('table', { name: payments }).getByRole('columnheader')).toHaveText([
    'Paid / Due',
    'Amount',
    'Type',
    'Status',
  ]);
  await expect(bodyRows(page, payments)).toHaveCount(5);
  // The date paid, or the due date of an unpaid charge, each labelled.
  for (const date of await cellTexts(page, payments, 1)) expect(date).toMatch(/^(Paid|Due) \d{2}\/\d{2}\/\d{4}$/);
});

test('a new account sees the empty states', async ({ page }) => {
  const email = await createActiveCustomer(page);

  await login(page, email);
  await page.goto('/dashboard');
  await expect(page.getByText('No current rental found.')).toBeVisible();
  await expect(page.getByText('No rental history found.')).toBeVisible();
  await expect(page.getByText('No payment history found.')).toBeVisible();
});
