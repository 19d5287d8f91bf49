/**
 * Admin property management end to end: add a unit rental with photos and a room rental with three rooms,
 * edit one, delete the other; then a visitor finds the edited property on the home carousel and the listing,
 * filters by price and type and opens its detail page.
 */
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, demo, login } from './support/fixtures';

const suffix = Date.now().toString(36).slice(-5);
const unitName = `E2E Residensi Damansara ${suffix}`;
const roomName = `E2E Shared House Kepong ${suffix}`;

async function photo(color: { r: number; g: number; b: number }, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width: 960, height: 640, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** A SegmentedControl option (cards also show the type, so match the control's label only). */
const segment = (page: Page, name: string) => page.locator('label', { hasText: new RegExp(`^${name}$`) });

async function fillBasics(page: Page, name: string, address: string, description: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Address').fill(address);
  await page.getByLabel('Description').fill(description);
}

async function addRoom(page: Page, room: { name: string; price: string; deposit: string; description?: string }) {
  await page.getByRole('button', { name: 'Add Room' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByLabel('Room name').fill(room.name);
  await dialog.getByLabel('Price').fill(room.price);
  await dialog.getByRole('textbox', { name: 'Deposit', exact: true }).fill(room.deposit);
  if (room.description) await dialog.getByLabel('Description').fill(room.description);
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Room added').first()).toBeVisible();
}

test.describe.serial('properties', () => {
  test('admin adds a unit with photos and a room rental, edits one and deletes the other', async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/manage-properties');
    await expect(page).toHaveTitle('Manage Properties | SewaMudah');

    // Unit rental with two photos.
    await page.getByRole('link', { name: 'Add New Property' }).click();
    await expect(page).toHaveURL(/\/manage-properties\/add$/);
    await fillBasics(
      page,
      unitName,
      'Jalan Damansara 12, 50490 Kuala Lumpur',
      'Corner unit with a balcony facing the park.',
    );
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Price is required')).toBeVisible();
    // A typo is flagged with the server's message and left as typed, never rewritten (12.5 → 125).
    await page.getByLabel('Price').fill('12.5');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Price must be a whole number')).toBeVisible();
    await expect(page.getByLabel('Price')).toHaveValue('12.5');
    await page.getByLabel('Price').fill('2350');
    await page.getByRole('textbox', { name: 'Deposit', exact: true }).fill('4700');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'living-room.png', mimeType: 'image/png', buffer: await photo({ r: 40, g: 110, b: 190 }, 'png') },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 200, g: 140, b: 60 }, 'jpeg') },
    ]);
    await expect(page.getByRole('img', { name: 'living-room.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-properties$/);
    await expect(page.getByText(unitName)).toBeVisible();
    // The toast closes by itself (2500 ms), so the next one below is the room rental's.
    await expect(page.getByText('Property added successfully')).toBeHidden();

    // Room rental with three rooms; changing the type clears the unit price.
    await page.getByRole('link', { name: 'Add New Property' }).click();
    await page.getByLabel('Price').fill('999');
    await segment(page, 'Room Rental').click();
    await expect(page.getByLabel('Price')).toBeHidden();
    await fillBasics(
      page,
      roomName,
      'Jalan Kepong 5, 52100 Kuala Lumpur',
      'Three furnished rooms near the Kepong Sentral station.',
    );
    await addRoom(page, { name: 'Master Room', price: '950', deposit: '950', description: 'Attached bathroom' });
    await addRoom(page, { name: 'Middle Room', price: '750', deposit: '750' });
    await addRoom(page, { name: 'Small Room', price: '550', deposit: '550' });
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-properties$/);

    // Edit the unit: new price; the type is read-only; success goes back one step (the details page).
    await page.getByRole('link', { name: `View details of ${unitName}` }).click();
    await expect(page).toHaveTitle('Property Details | SewaMudah');
    await expect(page.getByText('No transactions found for this property.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(unitName);
    await expect(page.getByText('The type of an existing property cannot be changed.')).toBeVisible();
    await page.getByLabel('Price').fill('2450');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Property updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-properties\/details\//);
    await expect(page.getByText('RM2,450')).toBeVisible();

    // Delete the room rental after confirming.
    await page.goto('/manage-properties');
    await page.getByRole('link', { name: `View details of ${roomName}` }).click();
    await expect(page.getByRole('table', { name: 'Rooms' }).getByText('Middle Room')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this property?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Property deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-properties$/);
    await expect(page.getByText(roomName)).toHaveCount(0);
  });

  test('a visitor finds the property on the home carousel and the listing, filters and opens it', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Listings' });
    await expect(featured.getByRole('link', { name: new RegExp(unitName) })).toBeVisible();

    await page.goto('/listing');
    await expect(page.getByRole('heading', { name: 'Property Listings' })).toBeVisible();
    await expect(page.getByText('Discover your dream properties here.')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(unitName) })).toBeVisible();
    await expect(page.getByText(roomName)).toHaveCount(0);

    // A minimum above the maximum is flagged, and a negative one is not made positive.
    await page.getByLabel('Min price (RM)').fill('-5');
    await expect(page.getByText('Minimum price cannot be negative')).toBeVisible();
    await expect(page.getByLabel('Min price (RM)')).toHaveValue('-5');
    await page.getByLabel('Max price (RM)').fill('2000');
    await page.getByLabel('Min price (RM)').fill('2400');
    await expect(page.getByText('Minimum price is above the maximum')).toBeVisible();
    await expect(page).not.toHaveURL(/minPrice=2400/);
    await page.getByLabel('Max price (RM)').fill('2500');
    await expect(page).toHaveURL(/minPrice=2400/);
    await expect(page).toHaveURL(/maxPrice=2500/);
    await segment(page, 'Unit Rental').click();
    await expect(page).toHaveURL(/type=Unit\+Rental/);
    const card = page.getByRole('link', { name: new RegExp(unitName) });
    await expect(card).toBeVisible();
    await segment(page, 'Room Rental').click();
    await expect(page.getByText('No properties match your search.')).toBeVisible();
    await segment(page, 'Unit Rental').click();

    await card.click();
    await expect(page).toHaveTitle('Listing Detail | SewaMudah');
    await expect(page.getByRole('heading', { name: unitName })).toBeVisible();
    // The details column comes first; the apply panel repeats the amounts.
    await expect(page.getByText('RM2,450 / month').first()).toBeVisible();
    await expect(page.getByText('Deposit: RM4,700').first()).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo 1 of ${unitName}` })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/listing-detail-${width}.png`, fullPage: true });
    }
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/listing$/);
  });
});
