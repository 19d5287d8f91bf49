/**
 * Issue 26 "Done when": at 375 px, a tenant opens a maintenance ticket with a photo and a video, the thread goes both
 * ways, a visit is proposed and confirmed, it is fixed, the tenant's share is charged and paid by FPX, the ticket is
 * confirmed and rated, then reopened and handled again. The tenant works in the browser; the admin's steps go
 * through the admin's pages where they are one click, else through the API as the admin.
 */
import { request, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demo, DEMO_PASSWORD, expect, login, test } from './support/fixtures';
import { tr } from './support/no-english';

test.use({ viewport: { width: 375, height: 812 } });

/** A 5-second MP4 the server reads by content (ftyp + moov/mvhd). */
function mp4(seconds: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return Buffer.concat([box('ftyp', Buffer.from('isom\0\0\u0002\0isom', 'latin1')), box('moov', box('mvhd', mvhd))]);
}

async function adminApi(baseURL: string | undefined): Promise<APIRequestContext & { auth: Record<string, string> }> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: demo.admin, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return Object.assign(api, { auth: { authorization: `Bearer ${accessToken}` } });
}

async function openTicketPage(page: Page, title: string) {
  await page.goto('/complaint');
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('link', { name: new RegExp(`Open ticket: ${title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a maintenance ticket from a phone: photo and video, thread, visit, repair share paid by FPX, rating, reopen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(100_000);
  const title = `Aircon dripping ${Date.now()}`;
  const admin = await adminApi(baseURL);
  await login(page, demo.aisyah);

  // Open: a maintenance request with a photo from the camera input and a short video.
  await page.goto('/complaint');
  await page.getByRole('button', { name: 'Add Complaint' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Description/).fill('Water drips from the bedroom aircon onto the bed.');
  await dialog.getByLabel('This is a maintenance request (something to repair)').check();
  await dialog.getByLabel(/^Category/).click();
  await page.getByRole('option', { name: 'Air conditioner' }).click();
  await dialog.getByLabel(/^Where/).fill('Master bedroom');
  await dialog.getByLabel(/^Urgent/).check();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toBuffer();
  await dialog.getByTestId('photo-input').setInputFiles({ name: 'aircon.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByTestId('video-input').setInputFiles({ name: 'aircon.mp4', mimeType: 'video/mp4', buffer: mp4(5) });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Complaint added successfully')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  await openTicketPage(page, title);
  await expect(page.getByText(/We will respond by/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(page.getByLabel('Short video (up to 30 s, 25 MB)')).toHaveCount(1);
  const id = page.url().split('/').pop()!;

  // Thread both ways.
  await page.getByLabel('Message').fill('It started last night.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('It started last night.')).toBeVisible();
  expect(
    (
      await admin.post(`/api/complaints/${id}/comments`, {
        headers: admin.auth,
        multipart: { body: 'We will send a technician.' },
      })
    ).status(),
  ).toBe(201);
  await page.reload();
  await expect(page.getByText('We will send a technician.')).toBeVisible();

  // A visit proposed by the admin, confirmed by the tenant.
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const proposed = await admin.post(`/api/complaints/${id}/visits`, {
    headers: admin.auth,
    data: { date: tomorrow, from: '10:00', to: '12:00', visitorName: 'Ah Seng Aircon', visitorPhone: '012-345 6789' },
  });
  expect(proposed.status()).toBe(201);
  const visitId = ((await proposed.json()) as { visit: { id: string } }).visit.id;
  await page.reload();
  await page.getByRole('button', { name: 'Confirm visit' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // Fixed; the tenant's share is charged.
  await admin.post(`/api/complaints/${id}/visits/${visitId}/outcome`, {
    headers: admin.auth,
    data: { outcome: 'fixed' },
  });
  await admin.patch(`/api/complaints/${id}`, { headers: admin.auth, data: { status: 'In Handling' } });
  const cost = await admin.put(`/api/complaints/${id}/cost`, {
    headers: admin.auth,
    data: { totalRm: 150, bearer: 'shared', tenantRm: 50 },
  });
  expect(cost.status()).toBe(200);
  await admin.patch(`/api/complaints/${id}`, {
    headers: admin.auth,
    data: { status: 'Handled', resolutionDetails: 'Drain pipe cleared.' },
  });

  // Paid by FPX through the one payment form.
  await page.reload();
  await expect(page.getByText('Total RM150: landlord RM100, tenant RM50')).toBeVisible();
  await page.getByRole('link', { name: 'Pay my share' }).click();
  await page
    .getByRole('radiogroup', { name: tr('en', 'pay.form.methodLabel') })
    .getByText(tr('en', 'pay.form.fpx'), { exact: true })
    .click();
  await page.getByLabel(tr('en', 'pay.fpx.bank')).selectOption({ label: 'Maybank2u' });
  const pay = page.getByRole('button', { name: tr('en', 'pay.payNow') });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  await pay.click();
  await expect(page).toHaveURL(/\/api\/transactions\/sandbox\/fpx\/pi_\w+\?client_secret=/, { timeout: 30_000 });
  await page.getByRole('button', { name: tr('en', 'pay.bankPage.approve') }).click();
  await expect(page.getByText(tr('en', 'pay.status.successful'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(tr('en', 'pay.status.paidWith', { method: 'FPX (Maybank2u)' }))).toBeVisible();

  // Confirmed and rated; then reopened and handled again.
  await page.goto(`/complaint/${id}`);
  await expect(page.getByText('Your share: Paid')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, it is fixed' }).click();
  await expect(page.getByText('You confirmed it is fixed.')).toBeVisible();
  // Mantine's Chip hides its checkbox under the label: tap the label, as a person does.
  await page.locator('label', { hasText: 'Slow' }).click();
  await expect(page.getByRole('checkbox', { name: 'Slow' })).toBeChecked();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Your rating: Good')).toBeVisible();
  await page.getByLabel('What is still wrong?').fill('It drips again in the evening.');
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Reopened once')).toBeVisible();
  await admin.patch(`/api/complaints/${id}`, { headers: admin.auth, data: { status: 'Handled' } });
  await page.reload();
  await expect(page.getByText('Handled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Reopened: It drips again in the evening.')).toBeVisible();
  await admin.dispose();
});
