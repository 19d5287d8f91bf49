/** The public site: home (hero, hidden search, featured carousel, services), FAQ and About, at phone and desktop widths. */
import { expect, test } from './support/fixtures';

test.describe('public site', () => {
  test('home: the hidden search box leads to the filtered listing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Renting a home in Malaysia, made easy' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search listings' })).toBeHidden();
    await page.getByRole('button', { name: 'Find a home' }).click();
    const search = page.getByRole('search', { name: 'Search listings' });
    await expect(search).toBeVisible();
    for (const preset of ['RM500+', 'RM1,000+', 'RM1,500+']) await expect(search.getByText(preset)).toBeVisible();
    await search.getByText('RM1,000+').click();
    await search.getByRole('button', { name: 'Show listings' }).click();
    await expect(page).toHaveURL(/\/listing\?minPrice=1000$/);
    await expect(page.getByLabel('Min price (RM)')).toHaveValue('1,000');
    await expect(page.getByText(/properties? found/)).toBeVisible();
  });

  test('home shows featured listings and the services', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Listings' });
    await expect(featured.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Everything your tenancy needs' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/home-${width}.png`, fullPage: true });
    }
  });

  test('FAQ: five-step timeline and five questions', async ({ page }) => {
    await page.goto('/faq#how-it-works');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    for (const step of [
      '1. Discover a property',
      '2. Apply online',
      '3. Get approved',
      '4. Sign and pay',
      '5. Move in and live easy',
    ]) {
      await expect(page.getByText(step)).toBeVisible();
    }
    const questions = page.getByRole('button', { name: /\?$/ });
    await expect(questions).toHaveCount(5);
    await page.getByRole('button', { name: 'How much do I pay before moving in?' }).click();
    await expect(page.getByText(/security deposit shown on the listing plus your first month’s rent/)).toBeVisible();
    await expect(page.getByText(/Submitted to Approved or Declined/)).toBeVisible();
  });

  test('About: values, team of three and contact cards', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByText('Welcome to SewaMudah — renting made easy.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our core values' })).toBeVisible();
    for (const value of ['Transparency', 'Trust', 'Care'])
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    const team = page.getByRole('region', { name: 'Meet the team' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);
    const contact = page.locator('#contact');
    for (const title of ['Email', 'Phone', 'Social', 'Address'])
      await expect(contact.getByText(title, { exact: true })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'support@sewamudah.my' })).toHaveAttribute(
      'href',
      'mailto:support@sewamudah.my',
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/about-${width}.png`, fullPage: true });
    }
  });
});
