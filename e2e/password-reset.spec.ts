/**
 * Forgot password (issue 23 §1, ADR 27): the login page's link → the address → the e-mail in the outbox → a new
 * password (a common one refused) → logging in with it. The used link then says it no longer works.
 */
import {
  createActiveCustomer,
  DEMO_PASSWORD,
  expect,
  extractLink,
  login,
  readLatestEmail,
  test,
} from './support/fixtures';

const NEW_PASSWORD = 'Tiga-Ekor-Kucing!';

test('a customer who forgot the password sets a new one from the e-mailed link and logs in', async ({
  page,
  allowErrors,
}) => {
  // The refusals below, on purpose: a common password, then the used link.
  allowErrors(/status of 400 .*\/api\/auth\/reset-password/);
  const email = await createActiveCustomer(page, 'Lupa', 'Katalaluan');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot Password | SewaMudah');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    'If an account uses this email address',
  );

  const eml = await readLatestEmail(email);
  expect(eml).toContain('Set a new SewaMudah password');
  const link = extractLink(eml, '/reset-password/');
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveTitle('Set Password | SewaMudah');

  await page.getByLabel(/^New password/).fill('password123');
  await page.getByLabel(/^Confirm new password/).fill('password123');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This password is one of the most common passwords.')).toBeVisible();

  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your new password is set.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const oldPassword = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(oldPassword.status()).toBe(401);
  await login(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was single-use.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^New password/).fill('Another-Kucing-2026!');
  await page.getByLabel(/^Confirm new password/).fill('Another-Kucing-2026!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work any more' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the forgot-password and set-password pages at 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.screenshot({ path: `test-results/password-reset/login-${width}.png`, fullPage: true });
    await page.goto('/forgot-password');
    await page.screenshot({ path: `test-results/password-reset/forgot-${width}.png`, fullPage: true });
    await page.goto('/reset-password/some-token');
    await page.screenshot({ path: `test-results/password-reset/set-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }
});
