import { expect, test } from './support/fixtures';

test.describe('foundation', () => {
  test('home page renders with header and footer links and its title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | SewaMudah');
    const header = page.getByRole('banner');
    for (const name of ['Home', 'Listing', 'FAQ', 'About Us', 'Register', 'Login']) {
      await expect(header.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const name of ['Listing', 'Featured', 'FAQ', 'How it works', 'About us', 'Contact', 'Support']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('an unknown path shows the 404 heading', async ({ page, allowErrors }) => {
    // The server answers the unknown page with HTTP 404 (issue 23), which the browser logs.
    allowErrors(/status of 404 .*\/this\/does\/not\/exist\)?$/);
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  });

  test('page titles follow "{Screen} | SewaMudah"', async ({ page }) => {
    for (const [url, title] of [
      ['/faq', 'FAQ | SewaMudah'],
      ['/about-us', 'About Us | SewaMudah'],
      ['/listing', 'Listing | SewaMudah'],
      ['/login', 'Login | SewaMudah'],
      ['/register', 'Register | SewaMudah'],
    ] as const) {
      await page.goto(url);
      await expect(page).toHaveTitle(title);
    }
  });

  test('the mobile menu mirrors the header links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    for (const name of ['Home', 'Listing', 'FAQ', 'About Us', 'Register', 'Login']) {
      await expect(page.getByRole('link', { name, exact: true }).last()).toBeVisible();
    }
  });

  test('hashed assets are served with long-lived caching', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const res = await request.get(script!);
    expect(res.headers()['cache-control']).toContain('immutable');
  });
});
