/** Shared Playwright helpers: demo log-ins, logging in through the real form, reading the e-mail outbox. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

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

/** The newest e-mail written to the server's outbox for an address (embedded mailer). */
export async function readLatestEmail(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${safeTo}.eml`)).sort();
    const latest = files.at(-1);
    if (latest) return readFile(path.join(outbox, latest), 'utf8');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail for ${to} in ${outbox}`);
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
