/**
 * Phone-first lists: at 375 px (cards) and 1280 px (tables), on every list screen, the first row's title, amount and
 * status and a row's action lie inside the viewport (no sideways scrolling needed), and empty states are in view.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test, createActiveCustomer, DEMO_PASSWORD, demo, login } from './support/fixtures';

const WIDTHS = [375, 1280] as const;
type Field = 'title' | 'amount' | 'status';

interface ListCheck {
  /** The table's accessible name. */
  table: string;
  fields: Field[];
  /** Whether the list's rows have an action; the first row that has one is checked. */
  action?: boolean;
}

interface Screen {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  lists: ListCheck[];
}

/** Fails unless the element is shown and lies wholly between x = 0 and the viewport's width. */
async function expectInView(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge at ${width} px`).toBeLessThanOrEqual(width + 0.5);
}

async function checkList(page: Page, { table, fields, action }: ListCheck, label: string) {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  await expect(rows.first().locator('td[data-card-role="title"]'), `${label}: a first row`).toBeVisible();
  for (const field of fields) {
    await expectInView(page, rows.first().locator(`td[data-card-role="${field}"]`), `${label}: ${field}`);
  }
  if (action) {
    const control = page
      .getByRole('table', { name: table })
      .locator('tbody td[data-card-role="primaryAction"]')
      .locator('a, button')
      .first();
    await expectInView(page, control, `${label}: row action`);
  }
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const auth = await page.request.post('/api/auth/login', { data: { email: demo.admin, password: DEMO_PASSWORD } });
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const res = await page.request.get(url, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** A property with an application waiting for the admin's answer (else any with applications). */
async function propertyWithApplications(page: Page): Promise<string> {
  const { applications } = await apiGet<{ applications: { status: string; property: { _id: string } }[] }>(
    page,
    '/api/applications',
  );
  const chosen = applications.find((a) => a.status === 'Waiting for Response') ?? applications[0];
  if (!chosen) throw new Error('The demo data has no applications');
  return `/manage-properties/applications/${chosen.property._id}`;
}

async function propertyWithTransactions(page: Page): Promise<string> {
  const { transactions } = await apiGet<{ transactions: { property: { _id: string } }[] }>(
    page,
    '/api/transactions?page=1&limit=1',
  );
  return `/manage-properties/details/${transactions[0]!.property._id}`;
}

const customerScreens: Screen[] = [
  {
    name: 'customer dashboard',
    path: '/dashboard',
    lists: [
      { table: 'Most Recent Rentals', fields: ['title', 'amount'] },
      { table: 'Most Recent Payments', fields: ['title', 'amount', 'status'] },
    ],
  },
  {
    name: 'Payment History',
    path: '/payment-history',
    lists: [{ table: 'Payment history', fields: ['title', 'amount', 'status'], action: true }],
  },
  {
    name: 'Contract History',
    path: '/contract',
    lists: [{ table: 'Contracts', fields: ['title', 'amount', 'status'], action: true }],
  },
];

const adminScreens: Screen[] = [
  {
    name: 'admin dashboard',
    path: '/dashboard',
    lists: [
      { table: 'Latest Pending Applications', fields: ['title'] },
      { table: 'Latest Payments', fields: ['title', 'amount'] },
    ],
  },
  {
    name: 'Manage Applications',
    path: propertyWithApplications,
    lists: [{ table: 'Applications', fields: ['title', 'status'], action: true }],
  },
  {
    name: 'Manage Users',
    path: '/manage-users',
    lists: [{ table: 'Users', fields: ['title', 'status'], action: true }],
  },
  {
    name: 'Manage Contracts',
    path: '/manage-contracts',
    lists: [{ table: 'Contracts', fields: ['title', 'amount', 'status'], action: true }],
  },
  {
    name: 'Manage Transactions',
    path: '/manage-transactions',
    lists: [{ table: 'Transactions', fields: ['title', 'amount', 'status'], action: true }],
  },
  {
    name: 'Property Details',
    path: propertyWithTransactions,
    lists: [{ table: 'Transactions', fields: ['title', 'amount', 'status'] }],
  },
];

async function visitAll(page: Page, screens: Screen[]) {
  for (const screen of screens) {
    const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      for (const list of screen.lists) await checkList(page, list, `${screen.name} at ${width} px`);
    }
  }
}

test('a tenant sees each list row’s title, amount, status and action without scrolling sideways', async ({ page }) => {
  await login(page, demo.aisyah);
  await visitAll(page, customerScreens);

  // Application History is a list of cards at every width.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/application');
    const card = page.getByRole('article').first();
    await expectInView(page, card.getByRole('heading'), `Application History at ${width} px: title`);
    await expectInView(
      page,
      card.getByText('Completed', { exact: true }),
      `Application History at ${width} px: status`,
    );
    await expectInView(page, card.getByText(/^RM[\d,]+\/month$/), `Application History at ${width} px: rent`);
  }
});

test('an admin sees each list row’s title, amount, status and actions at 375 and 1280 px', async ({ page }) => {
  test.slow(); // twelve screen loads, on a machine shared with other runs
  await login(page, demo.admin);
  await visitAll(page, adminScreens);
});

test('empty and loading texts are in view at every width', async ({ page }) => {
  const email = await createActiveCustomer(page, 'Hana', 'Lim');
  await login(page, email);
  const empties: [string, string[]][] = [
    ['/dashboard', ['No rental history found.', 'No payment history found.']],
    ['/payment-history', ['No payment history found.']],
    ['/contract', ['No contracts found.']],
    ['/application', ['No applications found']],
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, texts] of empties) {
      await page.goto(path);
      for (const text of texts) {
        await expectInView(page, page.getByText(text, { exact: true }).first(), `${path} at ${width} px: ${text}`);
      }
    }
    // A slow answer: the loading text is in view while it lasts.
    await page.route(/\/api\/transactions(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/payment-history');
    await expectInView(page, page.getByText('Loading payment history...'), `loading at ${width} px`);
    await expect(page.getByText('No payment history found.')).toBeVisible();
    await page.unrouteAll();
  }
});

/** The words of a table's cells that the layout split across two lines or more (issue 23: "Deposi|t"). */
async function splitWords(page: Page, table: string): Promise<string[]> {
  return page.getByRole('table', { name: table }).evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element.querySelector('tbody')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A hyphen is a word boundary ("Double-|Storey").
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test('admin tables at 1280 px wrap between words and cut a long value, shown whole on hover and focus', async ({
  page,
}) => {
  await login(page, demo.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  const screens: [string | ((page: Page) => Promise<string>), string, boolean][] = [
    ['/manage-transactions', 'Transactions', true],
    [propertyWithApplications, 'Applications', true],
    ['/manage-contracts', 'Contracts', false],
  ];
  for (const [path, table, fits] of screens) {
    await page.goto(typeof path === 'string' ? path : await path(page));
    const region = page.getByRole('region', { name: table });
    await expect(region.locator('tbody td[data-card-role="title"]').first()).toBeVisible();
    expect(await splitWords(page, table), `${table}: words split across lines`).toEqual([]);
    if (fits) {
      const { scroll, client } = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, `${table}: the table fits its box`).toBeLessThanOrEqual(client);
    }
  }

  // A cut e-mail address: its full value as the title (hover), and whole once focused.
  await page.goto('/manage-transactions');
  const cut = page.getByRole('table', { name: 'Transactions' }).locator('[data-cut]').filter({ hasText: '@' }).first();
  const email = (await cut.textContent()) ?? '';
  await expect(cut).toHaveAttribute('title', email);
  await cut.focus();
  await expect(cut).toBeFocused();
  const shown = await cut.evaluate((el) => {
    const text = el.firstElementChild as HTMLElement;
    return text.scrollWidth <= text.clientWidth;
  });
  expect(shown, 'the focused value is shown whole').toBe(true);
});
