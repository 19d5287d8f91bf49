/**
 * Signing in the browser at phone width (375 px): a tenant reads the agreement in the page, draws a signature,
 * pays with the sandbox card; the admin countersigns from Manage Applications; the contract shows completed and
 * the public verification page says valid.
 *
 * The tenant is a fresh customer whose application the admin accepts through the API, so this spec does not use up
 * the demo accounts other specs (payments.spec.ts) rely on.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, createActiveCustomer, demo, login } from './support/fixtures';
import { drawSignature } from './support/signature';
import { verifyPdfSignature } from '../apps/server/src/modules/esign/test-support/pdf-seal';

const PHONE = { width: 375, height: 812 };
const PROPERTY = 'Mont Kiara Palma Serviced Apartment';

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A tenant with an accepted application (contract and deposit waiting for Sign & Pay). */
async function acceptedTenant(page: Page): Promise<{ email: string; propertyId: string }> {
  const email = await createActiveCustomer(page, 'Hana', 'Lim');
  const request = page.request;
  const { properties } = (await (await request.get('/api/properties?available=true')).json()) as {
    properties: { _id: string; name: string; type: string }[];
  };
  const property = properties.find((p) => p.name === PROPERTY) ?? properties.find((p) => p.type === 'Unit Rental');
  if (!property) throw new Error('No available unit rental in the demo data');
  const tenant = { authorization: `Bearer ${await apiToken(request, email)}` };
  const applied = await request.post('/api/applications', {
    headers: tenant,
    data: { property: property._id, startDate: '2030-06-01', stayLength: '6' },
  });
  expect(applied.status()).toBe(201);
  const { application } = (await applied.json()) as { application: { _id: string } };
  const admin = { authorization: `Bearer ${await apiToken(request, demo.admin)}` };
  const accepted = await request.patch(`/api/applications/${application._id}`, {
    headers: admin,
    data: { status: 'Accepted' },
  });
  expect(accepted.status()).toBe(200);
  await page.context().clearCookies();
  return { email, propertyId: property._id };
}

test.use({ viewport: PHONE });

test('tenant reads and signs in the page, pays; the admin countersigns; the agreement verifies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, propertyId } = await acceptedTenant(page);

  // The tenant: Sign & Pay shows the whole agreement, readable without sideways scrolling.
  await login(page, email);
  await page.goto('/application');
  await page.getByRole('link', { name: 'Sign & Pay' }).first().click();
  await expect(page).toHaveURL(/\/application\/sign-and-pay\/[0-9a-f-]{36}$/);
  const agreement = page.getByRole('document', { name: /tenancy agreement/i });
  await expect(agreement.getByRole('article').first()).toBeVisible();
  expect(await agreement.getByRole('article').count()).toBeGreaterThan(2);
  await expect(agreement).toContainText('Hana Lim');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const pay = page.getByRole('button', { name: 'Submit and Pay' });
  await expect(pay).toBeDisabled();
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByText('Draw your signature')).toBeVisible();
  await drawSignature(page, page.getByTestId('signature-canvas'));
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByText('You signed this agreement on')).toBeVisible();

  await expect(pay).toBeEnabled();
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Card', { exact: true }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page).toHaveURL(/\/payment-success\/pi_\w+$/, { timeout: 30_000 });
  await expect(page.getByText('Payment successful! Thank you.')).toBeVisible();

  // The admin countersigns from Manage Applications, also on a phone.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await login(admin, demo.admin);
  await admin.goto(`/manage-properties/applications/${propertyId}`);
  await admin.getByRole('button', { name: 'Countersign' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Countersign the tenancy agreement' });
  await expect(dialog.getByRole('document', { name: /tenancy agreement/i })).toContainText('Hana Lim');
  await drawSignature(admin, dialog.getByTestId('signature-canvas'));
  await dialog.getByRole('checkbox', { name: /countersign it electronically/ }).check();
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(admin.getByText('Agreement countersigned. It is now complete.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Signed by both').first()).toBeVisible();
  await adminContext.close();

  // The tenant's contract shows completed, with its audit trail and the verification link.
  await page.goto('/contract');
  await expect(page.getByText('Signed by both parties').first()).toBeVisible();
  await page.getByRole('button', { name: 'Signing record' }).first().click();
  const record = page.getByRole('dialog', { name: 'Signing record' });
  for (const event of ['Signed by the tenant', 'Countersigned for the landlord', 'Agreement completed and sealed']) {
    await expect(record.getByText(event)).toBeVisible();
  }
  await record.getByRole('link', { name: 'its verification page' }).click();

  // The public page says valid, and a different PDF does not match.
  await expect(page).toHaveURL(/\/verify\/[\w-]+$/);
  await expect(page.getByText('Valid agreement')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hana Lim', exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'other.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('This file does not match the sealed agreement.')).toBeVisible();

  // The agreement the tenant downloads now (its latest version) is exactly the sealed file.
  const tenant = { authorization: `Bearer ${await apiToken(page.request, email)}` };
  const { contracts } = (await (await page.request.get('/api/contracts', { headers: tenant })).json()) as {
    contracts: { contractFile: string | null }[];
  };
  const sealed = await page.request.get(contracts[0]?.contractFile ?? '');
  expect(sealed.status()).toBe(200);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'tenancy-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: await sealed.body(),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('This file is the sealed agreement, unchanged.')).toBeVisible();

  // The downloaded file's PKCS#7 seal verifies over its byte range; one changed byte breaks it.
  const bytes = await sealed.body();
  expect(verifyPdfSignature(bytes)).toMatchObject({ valid: true });
  const tampered = Buffer.from(bytes);
  const at = 200; // inside the first signed byte range
  tampered[at] = tampered[at]! ^ 0x01;
  expect(verifyPdfSignature(tampered).valid).toBe(false);
});
