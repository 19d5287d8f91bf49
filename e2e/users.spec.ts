import { expect, test, demo, extractLink, login, readLatestEmail } from './support/fixtures';

test.describe('Manage Users and Profile', () => {
  test('an admin adds, edits and deletes a user', async ({ page, allowErrors }) => {
    allowErrors(/status of 409 .*\/api\/users\b/); // the duplicate address below, on purpose
    const email = `added.${Date.now()}@example.my`;
    await login(page, demo.admin);
    // The server's search finds a demo customer wherever the newest-first pages have put her (earlier specs, and
    // their retries, register users of their own).
    await page.goto(`/manage-users?q=${encodeURIComponent(demo.aisyah)}`);
    await expect(page).toHaveTitle('Manage Users | SewaMudah');
    const table = page.getByRole('table', { name: 'Users' });
    for (const name of ['#', 'Name', 'Email', 'Phone', 'User Type', 'Status']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('cell', { name: demo.aisyah })).toBeVisible();
    await page.goto('/manage-users');

    await page.getByRole('button', { name: 'Add New User' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New User' });
    await modal.getByLabel('First name').fill('Farah');
    await modal.getByLabel('Last name').fill('Aziz');
    await modal.getByRole('textbox', { name: 'Email' }).fill(demo.aisyah);
    await modal.getByLabel('Phone').fill('0112223334');
    // By default the user is invited to set their own password (ADR 27): no password fields.
    await expect(modal.getByLabel('Send an invitation email')).toBeChecked();
    await expect(modal.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Add User' }).click();
    // The server's field error sits on its input and goes away when the field is edited.
    await expect(modal.getByText('This email is already registered.')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(modal.getByText('This email is already registered.')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added. An invitation email is on its way.')).toBeVisible();
    expect(extractLink(await readLatestEmail(email), '/reset-password/')).toContain('/reset-password/');
    await expect(modal).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Farah Aziz');
    await expect(row).toContainText('0112223334');
    await expect(row).toContainText('Customer');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Edit Farah Aziz' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Farah Aziz' });
    await expect(drawer.getByLabel('Email')).toHaveValue(email);
    await drawer.getByLabel('Last name').fill('Aziz Rahman');
    await drawer.getByRole('combobox', { name: 'User Type' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await drawer.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row).toContainText('Farah Aziz Rahman');
    await expect(row).toContainText('Admin');

    await row.getByRole('button', { name: 'Delete Farah Aziz Rahman' }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });

  test('a user with rental history is kept, and the admin is told why', async ({ page, allowErrors }) => {
    allowErrors(/status of 409 .*\/api\/users\//);
    await login(page, demo.admin);
    await page.goto(`/manage-users?q=${encodeURIComponent(demo.aisyah)}`);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: demo.aisyah });
    await row.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/has rental history .* cannot be deleted/)).toBeVisible();
    await expect(row).toBeVisible();
  });

  test('a customer opening /manage-users lands on /dashboard', async ({ page }) => {
    await login(page, demo.priya);
    await page.goto('/manage-users');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a customer updates their profile', async ({ page }) => {
    await login(page, demo.priya);
    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile | SewaMudah');
    await expect(page.getByLabel('Email')).toHaveValue(demo.priya);
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01-23');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a phone number such as 012-345 6789 or +60 12-345 6789')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0177001122');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('0177001122');
  });
});
