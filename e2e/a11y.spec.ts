/**
 * Accessibility: axe-core on every screen of the app (apps/web/src/config/paths.ts) as visitor, customer and
 * admin, at 375 px and 1280 px wide. No serious or critical violation is allowed; the failure lists each one
 * with its page and elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, demo } from './support/fixtures';

type Role = 'visitor' | 'customer' | 'admin';
const WIDTHS = [375, 1280] as const;

const PUBLIC_SCREENS = ['/', '/faq', '/about-us', '/listing', 'LISTING_DETAIL', '/no-such-page'];
const VISITOR_ONLY = [
  '/login',
  '/register',
  '/email-verification',
  '/register-confirmation/not-a-real-code',
  // The alert e-mails' unsubscribe link (issue 28 §5, no login): a link that is not valid (any state's layout).
  '/saved-searches/unsubscribe?token=not-a-real-token',
];
const SIGNED_IN = ['/dashboard', '/profile'];
const CUSTOMER_SCREENS = [
  '/application',
  '/contract',
  '/complaint',
  '/payment-history',
  'PAYMENT',
  '/payment-success/pi_000000000000000000000000',
];
const ADMIN_SCREENS = [
  '/manage-users',
  '/manage-contracts',
  '/manage-transactions',
  '/manage-complaints',
  '/manage-properties',
  '/manage-properties/add',
  'EDIT_PROPERTY',
  'PROPERTY_DETAILS',
  'PROPERTY_APPLICATIONS',
  '/manage-listing-reports',
];

interface Ids {
  propertyId: string;
  transactionId: string | undefined;
  signAndPayContractId: string | undefined;
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `API login of ${email}`).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const res = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Ids for the screens with a parameter, read from the demo world. */
async function lookUpIds(request: APIRequestContext): Promise<Ids> {
  const { properties } = await getJson<{ properties: { _id: string }[] }>(request, '/api/properties');
  const { transactions } = await getJson<{ transactions: { _id: string; type: string; status: string }[] }>(
    request,
    '/api/transactions',
    await apiToken(request, demo.aisyah),
  );
  const { contracts } = await getJson<{ contracts: { _id: string; status: string }[] }>(
    request,
    '/api/contracts',
    await apiToken(request, demo.weiJie),
  );
  await request.dispose();
  return {
    propertyId: properties[0]!._id,
    transactionId: (transactions.find((t) => t.type !== 'Deposit' && t.status !== 'Paid') ?? transactions[0])?._id,
    signAndPayContractId: contracts.find((c) => c.status === 'Awaiting Payment')?._id,
  };
}

function resolve(screen: string, ids: Ids): string | undefined {
  switch (screen) {
    case 'LISTING_DETAIL':
      return `/listing/${ids.propertyId}`;
    case 'PAYMENT':
      return ids.transactionId && `/payment/${ids.transactionId}`;
    case 'EDIT_PROPERTY':
      return `/manage-properties/edit/${ids.propertyId}`;
    case 'PROPERTY_DETAILS':
      return `/manage-properties/details/${ids.propertyId}`;
    case 'PROPERTY_APPLICATIONS':
      return `/manage-properties/applications/${ids.propertyId}`;
    default:
      return screen;
  }
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
}

/** Loads a screen, waits for its data, and answers its serious and critical violations as readable lines. */
async function scan(page: Page, url: string, label = url, navigate = true): Promise<string[]> {
  if (navigate) await page.goto(url);
  await page.waitForLoadState('networkidle');
  // The app has rendered (not a blank document between loads): its <html lang> and a page title are there.
  await expect(page.locator('html')).toHaveAttribute('lang', /\w/);
  await expect(page).toHaveTitle(/\w/);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
  // Let entry transitions end: half-faded text is not what a reader sees.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label} [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`)
          .join('\n'),
    );
}

const screensOf = (role: Role, ids: Ids): string[] => {
  const list =
    role === 'visitor'
      ? [...PUBLIC_SCREENS, ...VISITOR_ONLY]
      : role === 'customer'
        ? [...PUBLIC_SCREENS, ...SIGNED_IN, ...CUSTOMER_SCREENS]
        : [...PUBLIC_SCREENS, ...SIGNED_IN, ...ADMIN_SCREENS];
  return list.flatMap((screen) => resolve(screen, ids) ?? []);
};

for (const width of WIDTHS) {
  for (const role of ['visitor', 'customer', 'admin'] as const) {
    test(`a11y: every ${role} screen at ${width}px has no serious or critical violation`, async ({
      page,
      playwright,
      baseURL,
      allowErrors,
    }) => {
      test.setTimeout(240_000);
      // The error screens are visited on purpose: an unknown confirmation code, an unknown PaymentIntent and an
      // unknown page (answered 404 by the server-rendered page, issue 23).
      allowErrors(
        /verify-user\/not-a-real-code/,
        /payment-intent-status\/pi_0{24}\b/,
        /status of 404 .*\/no-such-page\)?$/,
        /saved-searches\/unsubscribe\?token=not-a-real-token/,
      );
      await page.setViewportSize({ width, height: 900 });
      const ids = await lookUpIds(await playwright.request.newContext({ baseURL }));
      const found: string[] = [];
      if (role === 'customer') {
        // Wei Jie's accepted application waits for Sign & Pay; the other customer screens are Aisyah's.
        if (ids.signAndPayContractId) {
          await login(page, demo.weiJie);
          found.push(...(await scan(page, `/application/sign-and-pay/${ids.signAndPayContractId}`)));
          await page.context().clearCookies();
        } else {
          test
            .info()
            .annotations.push({ type: 'skipped screen', description: 'sign-and-pay: no contract awaiting payment' });
        }
        // Priya keeps the demo's saved searches (issue 28 §5): the filled table, alerts switched on and off.
        await login(page, demo.priya);
        found.push(...(await scan(page, '/saved-searches')));
        await page.context().clearCookies();
        await login(page, demo.aisyah);
      }
      if (role === 'admin') await login(page, demo.admin);
      for (const url of screensOf(role, ids)) found.push(...(await scan(page, url)));
      if (width < 768) {
        // The navigation menus behind the burger buttons are screens of their own on phones.
        const menus: [string, RegExp][] = [['/', /open menu/i]];
        if (role !== 'visitor') menus.push(['/dashboard', /open navigation/i]);
        for (const [url, name] of menus) {
          await page.goto(url);
          // The menu of the signed-in header, once the session has swapped it in (a tap before that is held and
          // replayed on the visitor's header, which the swap then replaces: noted in the issue 12 closing note).
          await expect(page.locator('html[data-hydrated]')).toBeAttached();
          await page.waitForLoadState('networkidle');
          await page.getByRole('button', { name }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          found.push(...(await scan(page, url, `${url} (navigation menu open)`, false)));
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
