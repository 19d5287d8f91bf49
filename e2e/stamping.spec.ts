/**
 * LHDN stamping (ADR 0014) set with a mouse and by touch (issue 23): picking a status in the popover's list saves
 * it; the popover of an agreement not yet countersigned asks the server nothing (no console 404).
 *
 * Fresh tenants (accepted, e-signed, one paid and countersigned, all through the API) leave the demo data alone.
 */
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, DEMO_PASSWORD, createActiveCustomer, demo, login } from './support/fixtures';

async function bearer(api: APIRequestContext, email: string) {
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const signature = (name: string, documentHash: string) => ({
  method: 'typed',
  typedName: name,
  typedStyle: 'script',
  agree: true,
  documentHash,
});

/** A tenant whose agreement they e-signed; `complete` also pays the deposit and has the admin countersign. */
async function signedTenant(page: Page, firstname: string, unit: number, complete: boolean): Promise<string> {
  const api = page.request;
  const email = await createActiveCustomer(page, firstname, 'Stamping');
  const tenant = await bearer(api, email);
  const admin = await bearer(api, demo.admin);
  // A unit rental of its own: the specs before this one rent the demo data's units out.
  const { property } = await ok(
    await api.post('/api/properties', {
      headers: admin,
      multipart: {
        type: 'Unit Rental',
        name: `Residensi Setem ${unit} ${Date.now()}`,
        address: 'Jalan Ampang, 50450 Kuala Lumpur',
        description: 'Two bedrooms, near the LRT station.',
        price: '1500',
        depositAmount: '3000',
        images: {
          name: 'living-room.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp(path.resolve('apps/web/public/images/hero.webp')).jpeg().toBuffer(),
        },
      },
    }),
  );
  const { application } = await ok(
    await api.post('/api/applications', {
      headers: tenant,
      data: { property: property._id, startDate: '2030-10-01', stayLength: '12' },
    }),
  );
  await ok(await api.patch(`/api/applications/${application._id}`, { headers: admin, data: { status: 'Accepted' } }));
  const { contracts } = await ok(await api.get('/api/contracts', { headers: tenant }));
  const contract = contracts[0] as { _id: string; depositPayment: { amount: number } };
  const first = await ok(await api.get(`/api/contracts/${contract._id}/agreement`, { headers: tenant }));
  await ok(
    await api.post(`/api/contracts/${contract._id}/esign`, {
      headers: tenant,
      data: signature(`${firstname} Stamping`, first.agreement.documentHash),
    }),
  );
  if (complete) {
    const intent = await ok(
      await api.post('/api/transactions/create-payment-intent', {
        headers: tenant,
        data: { contractId: contract._id, amount: contract.depositPayment.amount },
      }),
    );
    await ok(
      await api.post(`/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
        data: {
          clientSecret: intent.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' },
        },
      }),
    );
    await ok(
      await api.post('/api/transactions/process-deposit', {
        headers: tenant,
        data: { paymentIntentId: intent.paymentIntentId, contractId: contract._id },
      }),
    );
    const second = await ok(await api.get(`/api/contracts/${contract._id}/agreement`, { headers: admin }));
    await ok(
      await api.post(`/api/contracts/${contract._id}/countersign`, {
        headers: admin,
        data: signature('Hafiz Rahman', second.agreement.documentHash),
      }),
    );
  }
  await page.context().clearCookies();
  return email;
}

/** Manage Contracts, the tenant's row, its stamp-duty popover opened. */
async function openStamping(page: Page, email: string) {
  await page.goto('/manage-contracts');
  await page.getByLabel(/^Search/).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Stamp duty RM/ }).click();
  return page.getByRole('dialog');
}

test.describe('stamping status by mouse', () => {
  test('a click on "Submitted to LHDN" saves it; a popover before countersigning asks nothing', async ({ page }) => {
    test.setTimeout(150_000);
    const completed = await signedTenant(page, 'Farah', 0, true);
    const halfSigned = await signedTenant(page, 'Ganesh', 1, false);
    await login(page, demo.admin);

    const popover = await openStamping(page, completed);
    await expect(popover.getByText('Not stamped').first()).toBeVisible();
    await popover.getByRole('combobox', { name: 'Stamping status' }).click();
    await page.getByRole('option', { name: 'Submitted to LHDN' }).click();
    await expect(page.getByText('Stamping status saved')).toBeVisible();
    await expect(popover.getByText('Submitted to LHDN').first()).toBeVisible();
    await expect(popover.getByRole('combobox', { name: 'Stamping status' })).toHaveValue('Submitted to LHDN');

    // Not countersigned yet: the popover says when stamping starts, and no request fails (the fixture checks).
    await page.keyboard.press('Escape');
    const early = await openStamping(page, halfSigned);
    await expect(early.getByText(/Stamping starts once the agreement is signed by both parties/)).toBeVisible();
  });
});

test.describe('stamping status by touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a tap on "Stamped" saves it', async ({ page }) => {
    test.setTimeout(150_000);
    const completed = await signedTenant(page, 'Meiyun', 2, true);
    await login(page, demo.admin);
    const popover = await openStamping(page, completed);
    await popover.getByRole('combobox', { name: 'Stamping status' }).tap();
    await page.getByRole('option', { name: 'Stamped', exact: true }).tap();
    await expect(page.getByText('Stamping status saved')).toBeVisible();
    await expect(popover.getByRole('combobox', { name: 'Stamping status' })).toHaveValue('Stamped');
  });
});
