/**
 * Issue 28 "Done when", at 375 px: a customer filters the listing by bedrooms, furnishing, a station within
 * 10 minutes' walk and a move-in date (picked on the sheet's calendar, shown dd/mm/yyyy), then sorts by price; opens a
 * listing, reads the total to move in, books a viewing and saves the search. A new matching listing added by an admin
 * then produces an alert e-mail.
 *
 * The alert is sent by the matching job (saved-searches.match), which the spec runs by moving the server's clock
 * (DEV_CLOCK): so it runs its own server, like the tenancy walk. The homes are listed by the admin through the API,
 * a few hundred metres from Taman Tun Dr Ismail MRT (KG10), so the filters' answer is known.
 */
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { pickDate } from './support/date-field';
import { createActiveCustomer, demo, expect, findEmail, login, test } from './support/fixtures';
import { moveClock, ownServer, serverNow, type SignedInApi } from './support/own-server';

const PHONE = { width: 375, height: 812 };
const MYT = 8 * 3_600_000;
const own = await ownServer('FIND_A_HOME');
const { baseURL } = own;

test.use({ baseURL, viewport: PHONE, timezoneId: 'Asia/Kuala_Lumpur' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await own.start();
});
test.afterAll(() => own.stop());

/** About 350 m north-east of KG10 Taman Tun Dr Ismail (3.13613, 101.630539 in the shipped dataset). */
const nearTtdi = { latitude: 3.1385, longitude: 101.6328 };
/** About 3 km away: no station within 15 minutes. */
const farFromRail = { latitude: 3.165, longitude: 101.6 };

async function listUnit(
  admin: SignedInApi,
  name: string,
  rent: number,
  facts: Record<string, unknown>,
): Promise<{ _id: string; name: string }> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f9e44' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const res = await admin.post('/api/properties', {
    headers: admin.auth,
    multipart: {
      type: 'Unit Rental',
      name,
      address: 'Jalan Tun Mohd Fuad, Taman Tun Dr Ismail, 60000 Kuala Lumpur',
      description: 'A three-bedroom unit a short walk from the MRT, listed by an end-to-end test.',
      price: String(rent),
      depositAmount: String(rent * 2),
      facts: JSON.stringify({
        bedrooms: 3,
        bathrooms: 2,
        builtUpSqft: 1100,
        furnishing: 'fully_furnished',
        amenities: ['aircon', 'washing_machine'],
        utilityDepositMonths: 0.5,
        ...facts,
      }),
      images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { property: { _id: string; name: string } }).property;
}

/** The sheet's controls: bedrooms, furnishing, a station and the walk. */
async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filter listings/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter homes' });
  await expect(sheet).toBeVisible();
  return sheet;
}

const rmAmount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** `YYYY-MM-DD` `days` after a `YYYY-MM-DD` date. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('finds a home near the MRT, books a viewing, saves the search and is alerted of a new match', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await own.apiAs(demo.admin);
  const stamp = Date.now();
  // Today (Malaysian date) and the last day of this month: the move-in date the customer picks on the calendar,
  // which opens on this month. The homes are free from today; one more is free only in 75 days.
  const today = new Date((await serverNow(admin)).getTime() + MYT).toISOString().slice(0, 10);
  const monthEnd = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0));
  const moveInBy = monthEnd.toISOString().slice(0, 10);
  const freeNow = { ...nearTtdi, availableFrom: today };
  const cheaper = await listUnit(admin, `TTDI Park Residences ${stamp}`, 2100, freeNow);
  const dearer = await listUnit(admin, `TTDI Hill Suites ${stamp}`, 2600, freeNow);
  const partly = await listUnit(admin, `TTDI Partly Furnished ${stamp}`, 1900, {
    ...freeNow,
    furnishing: 'partly_furnished',
  });
  const offRail = await listUnit(admin, `Far From Rail ${stamp}`, 1500, { ...farFromRail, availableFrom: today });
  const later = await listUnit(admin, `TTDI Later ${stamp}`, 2200, { ...nearTtdi, availableFrom: addDays(today, 75) });

  // A viewing time tomorrow (Malaysian date) at the cheaper home.
  const tomorrow = addDays(today, 1);
  const slot = await admin.post('/api/viewing-slots', {
    headers: admin.auth,
    data: { propertyId: cheaper._id, date: tomorrow, time: '10:30', durationMinutes: 30, capacity: 1 },
  });
  expect(slot.status(), await slot.text()).toBe(201);

  const email = await createActiveCustomer(page, 'Liyana', 'Hamid');
  await login(page, email);

  // Filter: 3+ bedrooms, fully furnished, within 10 minutes of KG10, free to move in by the end of the month.
  await page.goto('/listing');
  let sheet = await openFilters(page);
  // Bedrooms is the first of the two count controls (bathrooms the second).
  await sheet.getByText('3+', { exact: true }).first().click();
  await expect(sheet.getByRole('radio', { name: '3+' }).first()).toBeChecked();
  await sheet.getByText('Fully furnished', { exact: true }).click();
  const picker = sheet.getByRole('combobox', { name: 'Near a station' });
  await picker.click();
  await picker.fill('Taman Tun');
  await page.getByRole('option', { name: /KG10 Taman Tun Dr Ismail/ }).click();
  await expect(sheet.getByRole('radio', { name: '10 min' })).toBeChecked();
  await pickDate(page, sheet.getByRole('button', { name: 'Move in by' }), moveInBy);
  const show = sheet.getByRole('button', { name: /^Show \d+ homes?$/ });
  await expect(show).toBeVisible();
  await expect(show).toBeInViewport();
  await show.click();
  await expect(page).toHaveURL(/bedrooms=3/);
  await expect(page).toHaveURL(/furnishing=fully_furnished/);
  await expect(page).toHaveURL(/station=KG10/);
  await expect(page).toHaveURL(new RegExp(`availableBy=${moveInBy}`));

  const cards = page.getByRole('link', { name: new RegExp(`^(TTDI|Far From Rail) .*${stamp}`) });
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: new RegExp(partly.name) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(offRail.name) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(later.name) })).toHaveCount(0);

  // Sort by price, low to high: the cheaper home comes first.
  sheet = await openFilters(page);
  await sheet.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await sheet.getByRole('button', { name: /^Show \d+ homes?$/ }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await shot(page, 'listing-filtered');
  await expect(cards.first()).toHaveAccessibleName(new RegExp(cheaper.name));
  await expect(cards.nth(1)).toHaveAccessibleName(new RegExp(dearer.name));
  const filteredUrl = page.url();

  // The card's total to move in, then the detail's line-by-line breakdown: the same total, lines that add up.
  const card = cards.first();
  const cardTotal = rmAmount((await card.getByText(/to move in/).textContent()) ?? '');
  expect(cardTotal).toBeGreaterThan(2100 * 3);
  await card.click();
  await expect(page.getByRole('heading', { name: cheaper.name })).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'What it costs to move in' });
  await expect(breakdown).toBeVisible();
  await expect(breakdown.getByText('Security deposit')).toBeVisible();
  await expect(breakdown.getByText('Utility deposit')).toBeVisible();
  expect(rmAmount((await breakdown.locator('[data-move-in-line="securityDeposit"]').textContent()) ?? '')).toBe(4200);
  expect(rmAmount((await breakdown.locator('[data-move-in-line="utilityDeposit"]').textContent()) ?? '')).toBe(1050);
  expect(rmAmount((await breakdown.locator('[data-move-in-line="firstMonth"]').textContent()) ?? '')).toBe(2100);
  const lines = await breakdown.locator('[data-move-in-line]').allTextContents();
  const total = rmAmount((await breakdown.locator('[data-move-in-total]').textContent()) ?? '');
  expect(lines.map(rmAmount).reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2);
  expect(total).toBe(cardTotal);
  await expect(page.getByText(/min walk \(\d+ m\) to KG10 Taman Tun Dr Ismail/).first()).toBeVisible();

  // Book the viewing: scrolled to, the panel loads; a time, then confirm (two taps).
  await page.getByTestId('viewing-panel-placeholder').scrollIntoViewIfNeeded();
  const panel = page.getByRole('region', { name: 'Book a viewing' });
  await panel.getByRole('button', { name: /10:30/ }).click();
  await panel.getByRole('button', { name: /^Confirm viewing: .*10:30/ }).click();
  await expect(page.getByText(/^Viewing booked for .*10:30\. We sent you a confirmation\.$/)).toBeVisible();
  await shot(page, 'listing-detail-booked');
  const confirmation = await findEmail(email, /Viewing booked/, own.dataDir);
  expect(confirmation).toContain(cheaper.name);

  // Save the search with instant alerts.
  await page.goto(filteredUrl);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('3 bedrooms near TTDI MRT');
  await dialog.getByRole('radio', { name: 'Instantly' }).check();
  await shot(page, 'save-search-dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. We will tell you when a matching home appears.')).toBeVisible();

  // An admin lists a new home that matches; the next run of the matching job e-mails the customer once.
  const newHome = await listUnit(admin, `TTDI Garden Lofts ${stamp}`, 2300, freeNow);
  await moveClock(admin, new Date((await serverNow(admin)).getTime() + 3_600_000));
  const alert = await findEmail(email, /A new match for/, own.dataDir);
  const decoded = alert.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(decoded).toContain(newHome.name);
  expect(decoded).toContain('3 bedrooms near TTDI MRT');
  expect(decoded).toMatch(/Stop alerts for this search: https?:\/\/\S+\/saved-searches\/unsubscribe\?token=/);

  // The saved search is listed on the customer's page with its alert.
  await page.goto('/saved-searches');
  await expect(page.getByRole('link', { name: '3 bedrooms near TTDI MRT', exact: true })).toBeVisible();
  await shot(page, 'saved-searches');
});

/** FIND_A_HOME_SHOTS=<dir>: full-page screenshots of the walk's screens at 375 and 1280 px, for review. */
async function shot(page: Page, name: string) {
  const dir = process.env.FIND_A_HOME_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}
