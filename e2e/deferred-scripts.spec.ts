/**
 * Issue 12, target 1 (ADR 24): a server-rendered public page is complete without JavaScript, so its scripts start
 * after the first paint (an inline bootstrap adds them), and a form submitted before the app has hydrated never
 * submits natively (the login form would put the password into the URL): the app sends it once hydrated.
 */
import { request as httpRequest } from 'node:http';
import { readManifest } from './support/first-visit';
import { DEMO_PASSWORD, demo, expect, login, test } from './support/fixtures';

function getHtml(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

const entryFile = (): string => {
  const entry = Object.values(readManifest()).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return entry.file;
};

test.describe('public pages load their scripts after the first paint', () => {
  test('the served page has no script in <head>; the bootstrap at the end of <body> names the entry', async ({
    baseURL,
  }) => {
    for (const url of ['/', '/listing', '/login']) {
      const html = await getHtml(`${baseURL}${url}`);
      const [head = '', body = ''] = html.split('</head>');
      expect(head, `${url}: <head>`).toMatch(/<link rel="stylesheet"/);
      expect(head, `${url}: no script or modulepreload in <head>`).not.toMatch(/<script|modulepreload/);
      const scripts = [...body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
      const bootstrap = scripts.at(-1)?.[1] ?? '';
      expect(bootstrap, `${url}: the last script is the bootstrap`).toContain(`"/${entryFile()}"`);
      expect(body.trimEnd(), `${url}: the bootstrap ends the body`).toMatch(/<\/script>\s*<\/body>\s*<\/html>$/);
    }
  });

  test('scripts are requested after the stylesheet has arrived and after the LCP image', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const stylesheet = entries.find((entry) => entry.name.endsWith('.css'));
      const hero = entries.find((entry) => /\/images\/hero[^/]*\.webp$/.test(entry.name));
      const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
      return {
        stylesheetEnd: stylesheet?.responseEnd ?? Number.NaN,
        heroStart: hero?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(10);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesheetEnd);
    expect(timing.firstScript).toBeGreaterThan(timing.heroStart);
  });

  test('a click on an app control before hydration is applied once hydrated', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${entryFile()}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByText('BM', { exact: true }).first().click();
    await page.waitForTimeout(300);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  });

  test('a login submitted before hydration stays off the URL and is sent by the app once hydrated', async ({
    page,
  }) => {
    const entry = entryFile();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The app's entry module waits: the page is the server's HTML only, not hydrated.
    await page.route(`**/${entry}`, async (route) => {
      await held;
      await route.continue();
    });
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));

    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(demo.aisyah);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Still the server's page: nothing navigated, nothing carried the password.
    await page.waitForTimeout(500);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(page.url()).not.toContain('password');
    expect(urls.filter((url) => url.includes('password') || url.includes(encodeURIComponent(demo.aisyah)))).toEqual([]);

    release();
    // Hydrated: the fields adopted what was typed, and the held submit signed in.
    await expect(page).toHaveURL(/\/dashboard/);
    expect(urls.filter((url) => url.includes('password'))).toEqual([]);
  });

  test('listing filters typed or ticked before hydration apply once hydrated', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${entryFile()}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/listing', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Min price (RM)').fill('-5');
    await page.getByLabel('Max price (RM)').fill('3000');
    await page.getByLabel('Keyword').fill('Mont Kiara');
    // The checkbox is an app control: the bootstrap holds its click (and stops the native tick) until hydration.
    await page.waitForTimeout(300);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The page's state has every edit: the invalid minimum is flagged and kept, the keyword reaches the URL.
    await expect(page.getByText('Minimum price cannot be negative')).toBeVisible();
    await expect(page.getByLabel('Min price (RM)')).toHaveValue('-5');
    await expect(page.getByLabel('Max price (RM)')).toHaveValue('3000');
    await expect(page).toHaveURL(/q=Mont\+Kiara/);
    // Fixing the minimum commits the whole range.
    await page.getByLabel('Min price (RM)').fill('1000');
    await expect(page).toHaveURL(/minPrice=1000/);
    await expect(page).toHaveURL(/maxPrice=3000/);
  });

  test('a signed-in visit hydrates the public pages without a mismatch (the session starts after hydration)', async ({
    page,
  }) => {
    await login(page, demo.aisyah);
    for (const url of ['/', '/listing', '/faq']) {
      // Any hydration mismatch (React error #418) is a console error, which fails the test.
      await page.goto(url);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
  });
});
