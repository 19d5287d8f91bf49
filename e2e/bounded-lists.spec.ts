/**
 * The web app never asks for a whole table (issue 12). The `boundedLists` fixture fails every spec whose page makes
 * a list request without `page` and `limit`; this spec walks each list screen so that check sees them all, and
 * checks server search (debounced) and conditional polling (If-None-Match → 304).
 */
import type { Page } from '@playwright/test';
import { expect, test, demo, login, LIST_ENDPOINTS, unpagedListRequests, type ApiLogEntry } from './support/fixtures';

const listRequests = (log: readonly ApiLogEntry[]) =>
  log.filter(({ method, url }) => method === 'GET' && LIST_ENDPOINTS.test(url.pathname));

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the network-log check knows a page from a whole table', () => {
  const entry = (path: string, method = 'GET'): ApiLogEntry => ({
    method,
    url: new URL(path, 'http://127.0.0.1'),
    ifNoneMatch: undefined,
  });
  expect(
    unpagedListRequests([
      entry('/api/users'),
      entry('/api/transactions?contractId=c1&type=Deposit'),
      entry('/api/properties?page=2'),
      entry('/api/users?page=1&limit=20&q=ali'),
      entry('/api/users', 'POST'),
      entry('/api/properties/featured'),
      entry('/api/users/u1'),
      entry('/api/stampings?filter=overdue'),
      entry('/api/stampings?filter=overdue&page=1&limit=20'),
    ]),
  ).toEqual([
    'GET /api/users',
    'GET /api/transactions?contractId=c1&type=Deposit',
    'GET /api/properties?page=2',
    'GET /api/stampings?filter=overdue',
  ]);
});

test('every admin list screen asks for pages of at most 100 rows', async ({ page, apiLog }) => {
  test.slow(); // nine screens
  await login(page, demo.admin);
  await visit(page, '/dashboard', 'Dashboard');
  await visit(page, '/manage-properties', 'Manage Properties');
  const firstProperty = page.getByRole('link', { name: /^View details of / }).first();
  await firstProperty.click();
  await expect(page).toHaveURL(/\/manage-properties\/details\//);
  await page.waitForLoadState('networkidle');
  await visit(page, '/manage-users', 'Manage Users');
  await visit(page, '/manage-complaints', 'Manage Complaints');
  await visit(page, '/manage-contracts', 'Manage Contracts');
  await visit(page, '/manage-transactions', 'Manage Transactions');

  const lists = listRequests(apiLog);
  const asked = new Set(lists.map(({ url }) => url.pathname));
  for (const path of ['/api/properties', '/api/users', '/api/complaints', '/api/contracts', '/api/transactions']) {
    expect(asked, `a request to ${path}`).toContain(path);
  }
  for (const { url } of lists) {
    expect(Number(url.searchParams.get('limit')), `${url.pathname}${url.search}`).toBeLessThanOrEqual(100);
  }
  // The admin area's prefetch is Manage Users' and Manage Properties' first page, not the tables.
  expect(lists.some(({ url }) => url.pathname === '/api/users' && url.searchParams.get('page') === '1')).toBe(true);
});

test('every customer list screen asks for pages', async ({ page, apiLog }) => {
  test.slow(); // six screens
  await login(page, demo.aisyah);
  await visit(page, '/dashboard', 'Dashboard');
  await visit(page, '/application', 'Application History');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=Completed/);
  await page.waitForLoadState('networkidle');
  await visit(page, '/contract', 'Contract History');
  await visit(page, '/payment-history', 'Payment History');
  await visit(page, '/complaint', 'Complaint History');

  const asked = new Set(listRequests(apiLog).map(({ url }) => url.pathname));
  for (const path of ['/api/applications', '/api/contracts', '/api/transactions', '/api/complaints']) {
    expect(asked, `a request to ${path}`).toContain(path);
  }
  // The status tab filters on the server.
  expect(
    listRequests(apiLog).some(
      ({ url }) => url.pathname === '/api/applications' && url.searchParams.get('status') === 'Completed',
    ),
  ).toBe(true);
});

test('Manage Users searches on the server after a pause in typing, and the search lives in the URL', async ({
  page,
  apiLog,
}) => {
  await login(page, demo.admin);
  await visit(page, '/manage-users', 'Manage Users');
  const before = apiLog.length;
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('priya', { delay: 40 });
  await expect(page).toHaveURL(/[?&]q=priya\b/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('cell', { name: demo.priya })).toBeVisible();
  await expect(table.getByRole('cell', { name: demo.aisyah })).toHaveCount(0);
  const searches = apiLog
    .slice(before)
    .filter(({ url }) => url.pathname === '/api/users' && url.searchParams.has('q'))
    .map(({ url }) => url.searchParams.get('q'));
  // Not one request per key (a busy machine may pause mid-word once), and the last one is the whole word.
  expect(searches.length).toBeLessThan('priya'.length);
  expect(searches.at(-1)).toBe('priya');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('priya');
  await expect(table.getByRole('cell', { name: demo.priya })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(table.getByRole('cell', { name: demo.aisyah })).toBeVisible();
  await expect(page).not.toHaveURL(/q=/);
});

test('Manage Properties revalidates its page with the ETag: unchanged, it answers 304', async ({ page, apiLog }) => {
  await login(page, demo.admin);
  await visit(page, '/manage-properties', 'Manage Properties');
  const pageRequests = () => apiLog.filter(({ method, url }) => method === 'GET' && url.pathname === '/api/properties');
  await expect.poll(() => pageRequests().filter(({ status }) => status === 200).length).toBeGreaterThan(0);

  // Leave and come back: the list is asked again (on mount), conditionally.
  await page.getByRole('link', { name: 'Add New Property' }).click();
  await expect(page).toHaveURL(/\/manage-properties\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Property' })).toBeVisible();
  const seen = pageRequests().length;
  await page.goBack();
  await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
  await expect.poll(() => pageRequests().length).toBeGreaterThan(seen);
  const again = pageRequests()[seen]!;
  expect(again.ifNoneMatch, 'If-None-Match').toMatch(/^(W\/)?"/);
  await expect.poll(() => again.status).toBe(304);
});
