/**
 * Shared Playwright helpers: demo log-ins, logging in through the real form, reading the e-mail outbox — and the
 * `test` every spec imports from here: it fails a test on any console error, uncaught page error, failed request
 * or request outside the app's own origin that the test did not declare with `allowErrors(...)`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface CleanConsoleFixtures {
  /** Errors this test causes on purpose (a wrong password's 401, a refused upload): matched against each problem. */
  allowErrors: (...patterns: RegExp[]) => void;
  allowedErrors: RegExp[];
  cleanConsole: void;
  /** Every API request the page made during the test, in order (the network log). */
  apiLog: ApiLogEntry[];
  /** Fails the test on any list request from the web app that is not a page (issue 12). */
  boundedLists: void;
}

export interface ApiLogEntry {
  method: string;
  url: URL;
  /** The request's If-None-Match header, if it sent one. */
  ifNoneMatch: string | undefined;
  /** The response's status, once it arrived. */
  status?: number;
}

/** The list endpoints (GET): the web app must ask each for a page (`page` and `limit`), never the whole table. */
export const LIST_ENDPOINTS =
  /^\/api\/(users|properties|applications|contracts|transactions|complaints|stampings|admin\/needs-attention)$/;

/** The GETs to list endpoints in the log that are not pages, as `GET /api/...` lines. */
export function unpagedListRequests(log: readonly ApiLogEntry[]): string[] {
  return log
    .filter(({ method, url }) => method === 'GET' && LIST_ENDPOINTS.test(url.pathname))
    .filter(({ url }) => !(url.searchParams.has('page') && url.searchParams.has('limit')))
    .map(({ url }) => `GET ${url.pathname}${url.search}`);
}

export const test = base.extend<CleanConsoleFixtures>({
  // eslint-disable-next-line no-empty-pattern
  allowedErrors: async ({}, use) => {
    await use([]);
  },
  allowErrors: async ({ allowedErrors }, use) => {
    await use((...patterns) => {
      allowedErrors.push(...patterns);
    });
  },
  cleanConsole: [
    async ({ page, baseURL, allowedErrors }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems: string[] = [];
      const ownUrl = (url: string) => url.startsWith(`${origin}/`) || /^(data|blob|about):/.test(url);
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        if (!ownUrl(request.url())) problems.push(`request outside ${origin}: ${request.method()} ${request.url()}`);
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        // A navigation or unmount cancels what is in flight: the browser's doing, not a failure a user sees.
        if (reason === 'net::ERR_ABORTED') return;
        problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
      });
      await use();
      const unexpected = problems.filter((problem) => !allowedErrors.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, failed requests or requests outside the app').toEqual([]);
    },
    { auto: true },
  ],
  apiLog: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const log: ApiLogEntry[] = [];
    const entries = new WeakMap<object, ApiLogEntry>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
      const entry: ApiLogEntry = { method: request.method(), url, ifNoneMatch: request.headers()['if-none-match'] };
      entries.set(request, entry);
      log.push(entry);
    });
    page.on('response', (response) => {
      const entry = entries.get(response.request());
      if (entry) entry.status = response.status();
    });
    await use(log);
  },
  boundedLists: [
    async ({ apiLog }, use) => {
      await use();
      expect(unpagedListRequests(apiLog), 'list requests without page and limit (issue 12)').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = 'SewaMudah!2026';
export const demo = {
  admin: 'admin@sewamudah.my',
  aisyah: 'aisyah@sewamudah.my',
  weiJie: 'wei.jie@sewamudah.my',
  priya: 'priya@sewamudah.my',
} as const;

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
}

/** The newest e-mail written to the server's outbox for an address (embedded mailer; a spec's own server: its dir). */
export async function readLatestEmail(to: string, dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${safeTo}.eml`)).sort();
    const latest = files.at(-1);
    if (latest) return readFile(path.join(outbox, latest), 'utf8');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail for ${to} in ${outbox}`);
}

/**
 * The newest e-mail to an address whose subject or text matches `pattern`, waited for (about 10 s). Other e-mails to
 * the address may arrive after it (a job's reminder once the clock moves past midnight), so every one is read.
 */
export async function findEmail(
  to: string,
  pattern: RegExp,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 40; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${safeTo}.eml`)).sort();
    for (const file of files.reverse()) {
      const eml = await readFile(path.join(outbox, file), 'utf8');
      if (pattern.test(decodeEncodedWords(eml))) return eml;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern}`);
}

/** An e-mail's text with its encoded words decoded (a subject's UTF-8 quotes are sent as =?UTF-8?B|Q?…?=). */
export function decodeEncodedWords(eml: string): string {
  return eml
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/** The first absolute link in an e-mail that points at the app. */
export function extractLink(eml: string, pathPrefix: string): string {
  // Quoted-printable soft line breaks and =3D escapes would split links: undo them first.
  const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = decoded.match(new RegExp(`https?://[^\\s"'<>]+${pathPrefix.replace(/\//g, '\\/')}[^\\s"'<>]*`));
  if (!match) throw new Error(`No link to ${pathPrefix} in e-mail`);
  return match[0];
}

/**
 * A new, active customer with no rental history, created by the demo admin through the API.
 * Use it where a test needs "no rental" regardless of what other specs did to the demo accounts.
 */
export async function createActiveCustomer(page: Page, firstname = 'Nadia', lastname = 'Rahim'): Promise<string> {
  const email = `${firstname.toLowerCase()}.${Date.now()}@example.my`;
  const adminLogin = await page.request.post('/api/auth/login', {
    data: { email: demo.admin, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await adminLogin.json()) as { accessToken: string };
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      firstname,
      lastname,
      email,
      phone: '0123987654',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      userType: 'customer',
      status: 'active',
    },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}
