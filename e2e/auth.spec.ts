import { type Page } from '@playwright/test';
import { expect, test, createActiveCustomer, demo, extractLink, login, readLatestEmail } from './support/fixtures';

const PASSWORD = 'Sewa-Mudah-2026';

async function logout(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Successfully logged out')).toBeVisible();
}

test.describe('accounts and sessions', () => {
  test('register → open the e-mailed link → log in → reload keeps the session → logout', async ({ page }) => {
    const email = `e2e.${Date.now()}@example.my`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Nurul');
    await page.getByLabel('Last name').fill('Huda');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('0123456789');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page).toHaveTitle('Email Verification | SewaMudah');
    await expect(page.getByText(email)).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend Verification Email' });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/You can request another email in \d+ seconds\./)).toBeVisible();

    const link = extractLink(await readLatestEmail(email), '/register-confirmation/');
    const confirmation = await page.context().newPage();
    await confirmation.goto(link);
    await expect(confirmation.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
    await expect(confirmation.getByText('Your email has been verified. You can now log in.')).toBeVisible();
    await confirmation.close();

    // The verification page notices the confirmation made in the other tab.
    await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu for Nurul Huda' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu for Nurul Huda' })).toBeVisible();

    await logout(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the same confirmation link a second time changes nothing', async ({ page, allowErrors }) => {
    allowErrors(/status of 4\d\d .*\/api\/auth\/verify-user\//);
    const email = `e2e.twice.${Date.now()}@example.my`;
    const res = await page.request.post('/api/users', {
      data: { firstname: 'Twice', email, phone: '0123456789', password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.status()).toBe(201);
    const link = extractLink(await readLatestEmail(email), '/register-confirmation/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'No changes made.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retry Register' })).toHaveCount(0);
  });

  test("an unknown confirmation code shows 'User Not found.' with a Login button", async ({ page, allowErrors }) => {
    allowErrors(/status of 404 .*\/api\/auth\/verify-user\//);
    await page.goto('/register-confirmation/not-a-real-code');
    await expect(page.getByRole('heading', { name: 'User Not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("the verification page without an address says 'No email found'", async ({ page }) => {
    await page.goto('/email-verification');
    await expect(page.getByRole('heading', { name: 'No email found' })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor on /login', async ({ page, allowErrors }) => {
    allowErrors(/status of 401 .*\/api\/auth\/login/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.aisyah);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a pending account is told to verify its e-mail and can ask for a new link', async ({ page, allowErrors }) => {
    allowErrors(/status of 40\d .*\/api\/auth\/login/);
    const email = `e2e.pending.${Date.now()}@example.my`;
    await page.request.post('/api/users', {
      data: { firstname: 'Pending', email, phone: '0123456789', password: PASSWORD, confirmPassword: PASSWORD },
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Verify your email', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Resend the verification email' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a guarded page sends a visitor to /login and back after logging in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(demo.weiJie);
    await page.getByLabel('Password', { exact: true }).fill('SewaMudah!2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
  });

  test('tabs opened together share one session: every tab stays logged in, and so do later reloads', async ({
    page,
  }) => {
    const email = await createActiveCustomer(page, 'Tabs', 'Together');
    await login(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const account = (p: Page) => p.getByRole('button', { name: 'Account menu for Tabs Together' });

    // Each new tab refreshes the session on load; the refresh cookie rotates on every use and a reused
    // one ends the session, so simultaneous loads must not present the same cookie twice.
    const tabs = await Promise.all([1, 2, 3, 4].map(() => page.context().newPage()));
    await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
    for (const tab of tabs) await expect(account(tab)).toBeVisible();
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) await expect(account(tab)).toBeVisible();
    await page.reload();
    await expect(account(page)).toBeVisible();
  });
});
