/**
 * Receipts, statements and exports (ADR 19): the tenant downloads an official receipt from Payment History and the
 * statement of a contract; the admin exports the filtered transactions as CSV and reaches a receipt from a row's menu.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test, demo, login } from './support/fixtures';

async function saved(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('a tenant downloads a receipt and a contract statement', async ({ page }) => {
  await login(page, demo.aisyah);
  await page.goto('/payment-history');
  const receipt = page.getByRole('button', { name: /^Download receipt SM-\d{4}-\d{6}$/ }).first();
  await expect(receipt).toBeVisible();
  const number = (await receipt.getAttribute('aria-label'))!.replace('Download receipt ', '');
  const pdf = await downloadOf(page, () => receipt.click());
  expect(pdf.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  expect((await saved(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/contract');
  const csv = await downloadOf(page, () =>
    page
      .getByRole('button', { name: /^Download the statement of .* \(CSV\)$/ })
      .first()
      .click(),
  );
  expect(csv.suggestedFilename()).toMatch(/^statement-[0-9a-f-]{36}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await saved(csv)).toString('utf8');
  expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
    'Date,Description,Reference,Charged (RM),Paid (RM),Refunded (RM),Balance (RM)',
  );
  expect(text).toContain('Payment received');
});

test('an admin exports the filtered transactions and opens a receipt from the row menu', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/manage-transactions?status=Paid');
  const csv = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export the transactions shown as CSV' }).click(),
  );
  expect(csv.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await saved(csv)).toString('utf8').trim().split('\n').slice(1);
  // Only the filter's rows: every exported row is Paid (the demo data has pending and overdue charges too).
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect(line).toMatch(/,Paid,/);

  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  const item = page.getByRole('menuitem', { name: /^Receipt SM-\d{4}-\d{6}$/ });
  const pdf = await downloadOf(page, () => item.click());
  expect(pdf.suggestedFilename()).toMatch(/^receipt-SM-\d{4}-\d{6}\.pdf$/);
  expect((await saved(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
});
