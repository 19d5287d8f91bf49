/** Card payments with the sandbox provider: Sign and Pay (declined, then paid) and a rent charge with 3-D Secure. */
import { type Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, demo } from './support/fixtures';

// Tests run in file order (one worker): the declined attempt comes before the successful Sign and Pay.

/** Logs in through the real form (the password label carries the required asterisk). */
async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
}

const SIGNED_PDF = {
  name: 'signed-contract.pdf',
  mimeType: 'application/pdf',
  // The server parses uploads (a catalog without pages is refused), so this is a minimal one-page PDF.
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n' +
      'endobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};

async function fillCard(page: Page, number: string) {
  // FPX online banking is offered first (e2e/fpx.spec.ts); these tests pay by card.
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Card', { exact: true }).click();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

async function openSignAndPay(page: Page) {
  await page.goto('/payment-history');
  await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign & Pay' }).click();
  await expect(page).toHaveURL(/\/application\/sign-and-pay\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Sign and Pay | SewaMudah');
}

test('Sign and Pay: a declined card shows the red message and leaves everything unpaid', async ({
  page,
  allowErrors,
}) => {
  // The sandbox answers the declined confirmation with an HTTP error, as Stripe does.
  allowErrors(/status of 4\d\d .*\/api\/(sandbox|payments|transactions)\//);
  await login(page, demo.weiJie);
  await openSignAndPay(page);
  const submit = page.getByRole('button', { name: 'Submit and Pay' });
  // The paper route (in-browser signing is e2e/esign.spec.ts).
  await page.getByRole('button', { name: 'Prefer paper? Upload a signed copy' }).click();
  await expect(page.getByText('Please upload the signed contract')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.locator('input[type="file"]').setInputFiles(SIGNED_PDF);
  await expect(submit).toBeEnabled();
  await fillCard(page, '4000 0000 0000 0002');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/sign-and-pay/);

  await page.goto('/payment-history');
  const deposit = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposit.getByText('Pending')).toBeVisible();
});

test('Sign and Pay: uploads the signed PDF, pays with 4242, lands on the success page', async ({ page }) => {
  await login(page, demo.weiJie);
  await openSignAndPay(page);
  await expect(page.getByTestId('amount-payable')).toHaveText(/^RM[\d,]+/);
  await page.getByRole('button', { name: 'Prefer paper? Upload a signed copy' }).click();
  await page.locator('input[type="file"]').setInputFiles(SIGNED_PDF);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Submit and Pay' }).click();

  await expect(page).toHaveURL(/\/payment-success\/pi_\w+$/, { timeout: 30_000 });
  await expect(page.getByText('Payment successful! Thank you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();

  await page.goto('/payment-history');
  const deposit = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposit.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign & Pay' })).toHaveCount(0);

  await page.goto('/contract');
  await expect(
    page.getByRole('row').filter({ hasText: 'Brickfields' }).getByText('Active', { exact: true }),
  ).toBeVisible();
  await page.goto('/application');
  await expect(page.getByText('Completed').first()).toBeVisible();
});

test('a rent charge is paid from /payment/{transactionId} with the 3-D Secure card', async ({ page }) => {
  await login(page, demo.aisyah);
  await page.goto('/payment-history');
  const payable = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Pay / }) });
  await expect(payable.first()).toBeVisible();
  const before = await payable.count();
  expect(before).toBeGreaterThan(0);
  await payable.first().getByRole('link', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Payment | SewaMudah');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

  await fillCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/payment-success\/pi_\w+$/, { timeout: 30_000 });
  await expect(page.getByText('Payment successful! Thank you.')).toBeVisible();
  await page.goto('/payment-history');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Pay / }) })).toHaveCount(
    before - 1,
  );
});

test('an unknown transaction shows the load error', async ({ page, allowErrors }) => {
  allowErrors(/status of 404 .*\/api\/transactions\//);
  await login(page, demo.aisyah);
  await page.goto('/payment/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Error loading transaction data')).toBeVisible();
});

test('admins see every transaction with the spec columns', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/manage-transactions');
  await expect(page).toHaveTitle('Manage Transactions | SewaMudah');
  const table = page.getByRole('table', { name: 'Transactions' });
  for (const name of [
    '#',
    'Property Name',
    'Cust. Name',
    'Cust. Email',
    'Type',
    'Amount',
    'Due Date',
    'Status',
    'Payment Date',
  ]) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(table.getByText('aisyah@sewamudah.my').first()).toBeVisible();
  await page.getByPlaceholder('All statuses').click();
  await page.getByRole('option', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/status=Overdue/);
  await expect(table.getByText('Paid', { exact: true })).toHaveCount(0);
  // A late charge's status stays Pending for API clients; the badge shows Overdue from `isOverdue`.
  await expect(table.getByText('Overdue', { exact: true }).first()).toBeVisible();
});

test('admins page through the transactions, 20 at a time, with the page kept in the URL', async ({ page }) => {
  const apiLogin = await page.request.post('/api/auth/login', {
    data: { email: demo.admin, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await apiLogin.json()) as { accessToken: string };
  const counted = await page.request.get('/api/transactions?page=1&limit=1', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const total = Number(counted.headers()['x-total-count']);
  expect(total).toBeGreaterThan(20); // the demo data alone has more than one page

  // The API login left the refresh cookie in this browser: the page's silent refresh logs the admin in.
  await page.goto('/manage-transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(page.getByText(`Showing 1–20 of ${total}`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(20);

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const lastOnPage2 = Math.min(40, total);
  await expect(page.getByText(`Showing 21–${lastOnPage2} of ${total}`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(lastOnPage2 - 20);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('21');

  // A reload keeps the page; a new filter starts again at page 1.
  await page.reload();
  await expect(page.getByText(`Showing 21–${lastOnPage2} of ${total}`)).toBeVisible();
  await page.getByPlaceholder('All types').click();
  await page.getByRole('option', { name: 'Deposit' }).click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
});
