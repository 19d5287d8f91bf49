/**
 * Issue 16: the language switch. A visitor chooses BM in the header: `<html lang>`, the page title and the
 * screens follow, the choice is remembered in the `lang` cookie and the server answers errors in it; EN returns.
 */
import { createActiveCustomer, expect, login, test } from './support/fixtures';

test('a visitor switches to Bahasa Malaysia and back to English', async ({ page, context, allowErrors }) => {
  allowErrors(/status of 401 .*\/api\/auth\/login/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await page.getByText('BM', { exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page).toHaveTitle('Log Masuk | SewaMudah');
  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ms');

  await page.getByLabel('E-mel').fill('nobody@example.my');
  await page.getByLabel('Kata laluan').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByText('E-mel atau kata laluan tidak sah.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await page.getByText('EN', { exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Login | SewaMudah');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test("a signed-in user's choice in the header is stored on the account", async ({ page }) => {
  const email = await createActiveCustomer(page, 'Lina', 'Bahar');
  await login(page, email);
  // The header's switch only sets the cookie; the lazily loaded user menu stores the choice (language-menu-items.tsx).
  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && /\/api\/users\/[^/]+$/.test(new URL(request.url()).pathname),
  );
  await page.getByText('BM', { exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  const request = await patch;
  expect(request.postDataJSON()).toMatchObject({ language: 'ms' });
  expect((await request.response())?.status()).toBe(200);
});
