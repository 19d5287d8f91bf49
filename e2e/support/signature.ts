/** Draws a signature-like stroke across a canvas with the mouse (the e-sign specs and the bilingual journeys). */
import type { Locator, Page } from '@playwright/test';

export async function drawSignature(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature pad is not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), y + (i % 2 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
}
