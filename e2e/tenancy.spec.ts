/**
 * Issue 25 "Done when": one tenancy walked through every stage at 375 px, from keys to deposit. The admin sets the
 * property's move-in package and report template; the appointment is agreed and the keys handed over; the move-in
 * report is filled with photos from the camera input, completed and signed by the admin; the tenant comments on an
 * item with "I disagree", adds a photo and signs; a renewal is offered, accepted and signed by both; the tenant gives
 * notice (the cost under the agreement stated first); the move-out report shows move-in and move-out side by side;
 * the clock walks to the last day (the rent is paid) and past it; the deposit statement's damage deduction is
 * disputed by the tenant and reduced by the admin; the balance is refunded with a receipt.
 *
 * The walk moves the server's clock forward (DEV_CLOCK, PUT /api/dev/clock; never backwards), so it runs its own
 * server on its own data directory: the shared e2e server keeps real time for the other specs. The fresh tenancy is
 * set up through the API (apply, accept, sign, pay, countersign), as the other specs do; every step after that is
 * done in the browser, tenant and admin each on a phone. Texts come from the catalogue (`tr`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createActiveCustomer, demo, expect, login, test } from './support/fixtures';
import { pickDate } from './support/date-field';
import { tr } from './support/no-english';
import { moveClock, ownServer, serverNow } from './support/own-server';

const PHONE = { width: 375, height: 812 };
const DAY = 86_400_000;
const MYT = 8 * 3_600_000;
const SHOTS = process.env.TENANCY_SHOTS_DIR;

const own = await ownServer('TENANCY');
const { baseURL } = own;
const apiAs = own.apiAs;

test.use({ baseURL, viewport: PHONE, timezoneId: 'Asia/Kuala_Lumpur', actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await own.start();
});

test.afterAll(() => own.stop());

/** A Malaysian calendar date (YYYY-MM-DD) of an instant. */
const mytDate = (at: Date) => new Date(at.getTime() + MYT).toISOString().slice(0, 10);
/** The value a datetime-local input takes for an instant (the browser runs in Malaysia's time). */
const mytLocal = (at: Date) => new Date(at.getTime() + MYT).toISOString().slice(0, 16);
const addDays = (date: string, days: number) => mytDate(new Date(Date.parse(`${date}T04:00:00Z`) + days * DAY));

/** A phone photo (JPEG) drawn here. */
const photo = async (colour: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer(),
});

/** A fresh tenant whose agreement is signed by both and whose deposit is paid (the contract is Active). */
async function activeTenancy(page: Page) {
  const email = await createActiveCustomer(page, 'Farah', 'Iskandar');
  const tenant = await apiAs(email);
  const admin = await apiAs(demo.admin);
  const { properties } = (await (await tenant.get('/api/properties?available=true')).json()) as {
    properties: { _id: string; name: string; type: string }[];
  };
  const property = properties.find((p) => p.type === 'Unit Rental');
  if (!property) throw new Error('No available unit rental in the demo data');
  const today = mytDate(await serverNow(admin));
  const applied = await tenant.post('/api/applications', {
    headers: tenant.auth,
    data: { property: property._id, startDate: addDays(today, 7), stayLength: '3' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { _id: string } };
  const accepted = await admin.patch(`/api/applications/${application._id}`, {
    headers: admin.auth,
    data: { status: 'Accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { contracts } = (await (await tenant.get('/api/contracts', { headers: tenant.auth })).json()) as {
    contracts: { _id: string; depositPayment: { amount: number } }[];
  };
  const contractId = contracts[0]!._id;
  const hash = async (api: typeof tenant) =>
    (
      (await (await api.get(`/api/contracts/${contractId}/agreement`, { headers: api.auth })).json()) as {
        agreement: { documentHash: string };
      }
    ).agreement.documentHash;
  const signed = await tenant.post(`/api/contracts/${contractId}/esign`, {
    headers: tenant.auth,
    data: { method: 'typed', typedName: 'Farah Iskandar', agree: true, documentHash: await hash(tenant) },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const intent = await tenant.post('/api/transactions/create-payment-intent', {
    headers: tenant.auth,
    data: { contractId },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string };
  await pay(tenant, paymentIntentId, clientSecret);
  const recorded = await tenant.post('/api/transactions/process-deposit', {
    headers: tenant.auth,
    data: { paymentIntentId, contractId },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
  const countersigned = await admin.post(`/api/contracts/${contractId}/countersign`, {
    headers: admin.auth,
    data: { method: 'typed', typedName: 'SewaMudah Admin', agree: true, documentHash: await hash(admin) },
  });
  expect(countersigned.status(), await countersigned.text()).toBe(200);
  const contract = (await (await admin.get(`/api/contracts/${contractId}`, { headers: admin.auth })).json()) as {
    contract?: { status: string };
    status?: string;
  };
  expect(contract.contract?.status ?? contract.status).toBe('Active');
  await page.context().clearCookies();
  return { email, tenant, admin, contractId, propertyId: property._id, propertyName: property.name } as {
    email: string;
    tenant: typeof tenant;
    admin: typeof admin;
    contractId: string;
    propertyId: string;
    propertyName: string;
  };
}

async function pay(api: APIRequestContext, paymentIntentId: string, clientSecret: string) {
  const confirmed = await api.post(`/api/transactions/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The tenant pays every charge of the tenancy still due (rent to the end of the notice, the early-ending fee). */
async function payEverythingDue(tenant: APIRequestContext & { auth: Record<string, string> }, contractId: string) {
  for (let round = 0; round < 5; round++) {
    const res = await tenant.get('/api/transactions?page=1&limit=50', { headers: tenant.auth });
    expect(res.status(), await res.text()).toBe(200);
    const { transactions } = (await res.json()) as {
      transactions: { _id: string; status: string; contract?: { _id: string } | string | null; contractId?: string }[];
    };
    const due = transactions.filter((tx) => {
      const of = typeof tx.contract === 'string' ? tx.contract : (tx.contract?._id ?? tx.contractId);
      return tx.status === 'Pending' && of === contractId;
    });
    if (due.length === 0) return;
    for (const tx of due) {
      const intent = await tenant.post('/api/transactions/create-payment-intent', {
        headers: tenant.auth,
        data: { transactionId: tx._id },
      });
      expect(intent.status(), await intent.text()).toBe(200);
      const { paymentIntentId, clientSecret } = (await intent.json()) as {
        paymentIntentId: string;
        clientSecret: string;
      };
      await pay(tenant, paymentIntentId, clientSecret);
      const recorded = await tenant.post('/api/transactions/process-payment', {
        headers: tenant.auth,
        data: { paymentIntentId, transactionId: tx._id },
      });
      expect(recorded.status(), await recorded.text()).toBe(200);
    }
  }
  throw new Error('charges kept coming due');
}

/** The admin's phone: its own context, checked for console errors and requests outside the app like `page`. */
async function adminPhone(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: 'Asia/Kuala_Lumpur' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`admin console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`admin page error: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(`${baseURL}/`) && !/^(data|blob|about):/.test(r.url())) {
      problems.push(`admin request outside the app: ${r.url()}`);
    }
  });
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`admin request failed: ${r.url()}`);
  });
  await login(page, demo.admin);
  return { page, problems, close: () => context.close() };
}

/** Nothing sticks out sideways at 375 px: every action can be reached by scrolling down only. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function shoot(page: Page, name: string) {
  const dir = SHOTS ?? test.info().outputPath('shots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(200);
}

const en = (key: Parameters<typeof tr>[1], values?: Record<string, string | number>) => tr('en', key, values);

/** One report item's card, by its label. */
const itemCard = (page: Page, label: string): Locator =>
  page.getByTestId(/^item-/).filter({ has: page.getByText(label, { exact: true }) });

async function chooseCondition(page: Page, card: Locator, condition: Parameters<typeof tr>[1]) {
  await card.getByLabel(en('inspectionUi.condition')).click();
  await page.getByRole('option', { name: en(condition), exact: true }).click();
  await expect(card.getByLabel(en('inspectionUi.condition'))).toHaveValue(en(condition));
}

async function addPhoto(card: Locator, colour: string, name: string) {
  const before = await card.getByRole('img').count();
  const input = card.locator('input[type="file"][capture="environment"]');
  await input.setInputFiles(await photo(colour, name));
  await expect(card.getByRole('img')).toHaveCount(before + 1, { timeout: 30_000 });
}

async function signTyped(page: Page, action: Parameters<typeof tr>[1], agree: Parameters<typeof tr>[1]) {
  await page.getByRole('button', { name: en(action) }).click();
  const dialog = page.getByRole('dialog', { name: en(action) });
  await dialog.getByText(en('esignUi.type'), { exact: true }).click();
  await dialog.getByRole('checkbox', { name: en(agree) }).check();
  await dialog.getByRole('button', { name: en(action) }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('one tenancy at 375 px: move-in package, reports with photos, renewal, notice, move-out, deposit back', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const walk = await activeTenancy(page);
  const { contractId, propertyId } = walk;
  const admin = await adminPhone(browser);
  const a = admin.page;
  await login(page, walk.email);

  // 1. The admin sets the property's move-in package and a short report template (living room: walls and floor).
  await a.goto(`/manage-properties/details/${propertyId}`);
  await a.getByRole('link', { name: en('moveInUi.editorTitle') }).click();
  await expect(a.getByRole('heading', { level: 1, name: en('moveInUi.editorTitle') })).toBeVisible();
  await fitsThePhone(a);
  const packageForm = a.locator('form').filter({ has: a.getByRole('button', { name: en('moveInUi.savePackage') }) });
  await packageForm.getByLabel(en('moveInUi.houseRules')).fill('No smoking indoors. Quiet hours 11 pm to 7 am.');
  await packageForm.getByRole('button', { name: en('moveInUi.addUtility') }).click();
  await packageForm.getByLabel(en('moveInUi.provider')).last().fill('TNB');
  await packageForm.getByLabel(en('moveInUi.account')).last().fill('2200 1122 3344');
  await packageForm.getByLabel(en('moveInUi.meterNumber')).last().fill('TNB-778899');
  await packageForm.getByLabel(en('moveInUi.wifi')).fill('Rumah-5G / sewa2026');
  await packageForm.getByLabel(en('moveInUi.firstWeek')).fill('Register your access card at the guardhouse.');
  const savedPackage = a.waitForResponse((r) => r.url().endsWith('/move-in') && r.request().method() === 'PUT');
  await packageForm.getByRole('button', { name: en('moveInUi.savePackage') }).click();
  expect((await savedPackage).status()).toBe(200);

  const templateForm = a.locator('form').filter({ has: a.getByRole('button', { name: en('moveInUi.saveTemplate') }) });
  const areas = templateForm.getByRole('region', { name: /^Area \d+$/ });
  while ((await areas.count()) > 1) {
    await areas
      .last()
      .getByRole('button', { name: en('moveInUi.removeArea') })
      .click();
  }
  const livingRoom = areas.first();
  while ((await livingRoom.getByRole('button', { name: en('moveInUi.removeItem') }).count()) > 2) {
    await livingRoom
      .getByRole('button', { name: en('moveInUi.removeItem') })
      .last()
      .click();
  }
  await fitsThePhone(a);
  const savedTemplate = a.waitForResponse((r) => r.url().endsWith('/move-in') && r.request().method() === 'PUT');
  await templateForm.getByRole('button', { name: en('moveInUi.saveTemplate') }).click();
  expect((await savedTemplate).status()).toBe(200);
  await expect(a.getByText(en('moveInUi.templateCustom'))).toBeVisible();

  // 2. Move-in checklist: the admin offers a time, the tenant picks it; the keys handed over and confirmed.
  await a.goto(`/tenancy/${contractId}/move-in`);
  const slot = new Date((await serverNow(walk.admin)).getTime() + 2 * DAY);
  await a.getByLabel(en('moveInUi.time')).first().fill(mytLocal(slot));
  await a.getByRole('button', { name: en('moveInUi.send') }).click();
  await expect(a.getByText(en('moveInUi.waitingTenant'))).toBeVisible();
  await a.getByLabel(en('moveInUi.keyName')).first().fill('Door key');
  await a
    .getByRole('textbox', { name: en('moveInUi.keyCount') })
    .first()
    .fill('2');
  await a
    .getByLabel(en('moveInUi.handedAt'))
    .fill(mytLocal(new Date((await serverNow(walk.admin)).getTime() - 3_600_000)));
  await a.getByRole('button', { name: en('moveInUi.record') }).click();
  await expect(a.getByText('2 × Door key')).toBeVisible();

  await page.goto(`/tenancy/${contractId}/move-in`);
  await expect(page.getByRole('heading', { level: 1, name: en('moveInUi.title') })).toBeVisible();
  await page
    .getByRole('button', { name: en('moveInUi.pick') })
    .first()
    .click();
  await expect(page.getByText(/^Confirmed: /)).toBeVisible();
  await page.getByRole('button', { name: en('moveInUi.confirmKeys') }).click();
  await expect(page.getByText(/^Receipt confirmed /)).toBeVisible();
  // The package in the tenant's language, with the property's fields.
  await expect(page.getByText('Rumah-5G / sewa2026')).toBeVisible();
  await expect(
    page.getByText(
      en('moveInUi.utilityLine', {
        provider: 'TNB',
        account: '2200 1122 3344',
        meter: 'TNB-778899',
        payer: en('moveInUi.payerIs.tenant'),
      }),
    ),
  ).toBeVisible();
  await fitsThePhone(page);
  await shoot(page, 'move-in-checklist');

  // 3. The move-in report: conditions, a photo on each item, meter readings with photos; completed and signed.
  await a.reload();
  await a.getByRole('button', { name: en('inspectionUi.startReport', { kind: 'move_in' }) }).click();
  await a.getByRole('link', { name: en('inspectionUi.openReport', { kind: 'move_in' }) }).click();
  await expect(a.getByRole('heading', { level: 1, name: en('inspectionUi.title', { kind: 'move_in' }) })).toBeVisible();
  const walls = en('inspectionUi.items.walls');
  const floor = en('inspectionUi.items.floor');
  await chooseCondition(a, itemCard(a, walls), 'inspectionUi.conditions.good');
  await addPhoto(itemCard(a, walls), '#e7dcc3', 'walls.jpg');
  await chooseCondition(a, itemCard(a, floor), 'inspectionUi.conditions.fair');
  await addPhoto(itemCard(a, floor), '#8b6b4a', 'floor.jpg');
  for (const [kind, reading] of [
    ['electricity', '18234.6'],
    ['water', '5421.3'],
  ] as const) {
    const meter = itemCard(a, en(`inspectionUi.meterKinds.${kind}`));
    await meter.getByLabel(en('inspectionUi.reading')).fill(reading);
    await meter.getByLabel(en('inspectionUi.reading')).blur();
    await addPhoto(meter, '#94a3b8', `${kind}.jpg`);
  }
  await fitsThePhone(a);
  await signTyped(a, 'inspectionUi.complete', 'inspectionUi.completeAgree');
  await expect(a.getByText(en('inspectionUi.status.tenant_review'), { exact: true })).toBeVisible();

  // 4. The tenant reviews: a comment with "I disagree" and their own photo, then signs.
  await page.goto(`/tenancy/${contractId}`);
  await page.getByRole('link', { name: en('inspectionUi.openReport', { kind: 'move_in' }) }).click();
  await expect(page.getByText(/^Review and sign by /)).toBeVisible();
  const tenantWalls = itemCard(page, walls);
  await tenantWalls.getByLabel(en('inspectionUi.comment')).fill('A crack of about 30 cm beside the window.');
  await tenantWalls.getByLabel(en('inspectionUi.comment')).blur();
  await tenantWalls.getByText(en('inspectionUi.disagree'), { exact: true }).click();
  await expect(tenantWalls.getByText(en('inspectionUi.disagrees'))).toBeVisible();
  await addPhoto(tenantWalls, '#cbb88e', 'crack.jpg');
  await fitsThePhone(page);
  await shoot(page, 'move-in-report-disagreement');
  await signTyped(page, 'inspectionUi.sign', 'inspectionUi.signAgree');
  await expect(page.getByText(en('inspectionUi.status.signed'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('inspectionUi.finalNote'))).toBeVisible();
  await expect(
    page.getByText(`${en('inspectionUi.tenantComment')}: A crack of about 30 cm beside the window.`),
  ).toBeVisible();

  // 5. Renewal: the admin offers six more months; the tenant accepts; both sign the renewal agreement.
  await a.goto(`/tenancy/${contractId}`);
  const today = mytDate(await serverNow(walk.admin));
  await a.getByRole('textbox', { name: en('tenancy.renewal.termMonths') }).fill('6');
  await a.getByRole('textbox', { name: en('tenancy.renewal.rent') }).fill('1600');
  await pickDate(a, a.getByRole('button', { name: en('tenancy.renewal.deadline') }), addDays(today, 5));
  await a.getByRole('button', { name: en('tenancy.renewal.send') }).click();
  await expect(a.getByText(en('tenancy.renewal.status.offered'), { exact: true })).toBeVisible();

  await page.goto(`/tenancy/${contractId}`);
  await page.getByRole('button', { name: en('tenancy.renewal.accept'), exact: true }).click();
  await expect(page.getByText(en('tenancy.renewal.status.accepted'), { exact: true })).toBeVisible();
  // The renewal agreement: the tenant signs it on its own page, the admin countersigns and seals it.
  const signRenewal = async (p: Page, agree: Parameters<typeof tr>[1], submit: Parameters<typeof tr>[1]) => {
    await p.getByRole('link', { name: en('tenancy.renewal.sign') }).click();
    await expect(p.getByRole('heading', { level: 1, name: en('renewalUi.title') })).toBeVisible();
    await fitsThePhone(p);
    const mine = p.getByRole('region', { name: en('renewalUi.yourSignature') });
    await mine.getByText(en('esignUi.type'), { exact: true }).click();
    await mine.getByRole('checkbox', { name: en(agree) }).check();
    await mine.getByRole('button', { name: en(submit) }).click();
  };
  await signRenewal(page, 'renewalUi.tenantAgree', 'renewalUi.signSubmit');
  await expect(page.getByText(en('renewalUi.waitingAdmin'))).toBeVisible();
  await a.reload();
  await signRenewal(a, 'renewalUi.landlordAgree', 'renewalUi.countersignSubmit');
  await expect(a.getByText(/^Signed by both and sealed on /)).toBeVisible({ timeout: 30_000 });

  // 6. Notice: the earliest last day and the cost under the agreement are stated before the tenant confirms.
  await page.goto(`/tenancy/${contractId}`);
  await expect(page.getByText(/^Earliest last day: /)).toBeVisible();
  const cost = page.getByTestId('notice-cost');
  await expect(cost).toBeVisible();
  const confirmCost = page.getByRole('checkbox', { name: en('tenancy.notice.confirmCost') });
  if (await confirmCost.count()) await confirmCost.check();
  await page.getByRole('button', { name: en('tenancy.notice.confirm') }).click();
  await expect(page.getByText(/^Notice given on /)).toBeVisible();
  const notice = (await (
    await walk.tenant.get(`/api/contracts/${contractId}/notice`, { headers: walk.tenant.auth })
  ).json()) as {
    notice: { endDate: string };
  };
  const lastDay = notice.notice.endDate;
  await fitsThePhone(page);

  // 7. The move-out report: each item beside its move-in condition and photos; the wall is damaged now.
  await a.goto(`/tenancy/${contractId}`);
  await a.getByRole('button', { name: en('inspectionUi.startReport', { kind: 'move_out' }) }).click();
  await a.getByRole('link', { name: en('inspectionUi.openReport', { kind: 'move_out' }) }).click();
  await expect(
    a.getByRole('heading', { level: 1, name: en('inspectionUi.title', { kind: 'move_out' }) }),
  ).toBeVisible();
  await expect(
    itemCard(a, walls).getByText(`${en('inspectionUi.atMoveIn')}: ${en('inspectionUi.conditions.good')}`),
  ).toBeVisible();
  await expect(itemCard(a, walls).getByText(en('inspectionUi.atMoveOut'))).toBeVisible();
  await chooseCondition(a, itemCard(a, walls), 'inspectionUi.conditions.damaged');
  await addPhoto(itemCard(a, walls), '#b45309', 'wall-damage.jpg');
  await chooseCondition(a, itemCard(a, floor), 'inspectionUi.conditions.fair');
  for (const [kind, reading] of [
    ['electricity', '18950.2'],
    ['water', '5530.0'],
  ] as const) {
    const meter = itemCard(a, en(`inspectionUi.meterKinds.${kind}`));
    await meter.getByLabel(en('inspectionUi.reading')).fill(reading);
    await meter.getByLabel(en('inspectionUi.reading')).blur();
    await addPhoto(meter, '#64748b', `${kind}-out.jpg`);
  }
  await fitsThePhone(a);
  await signTyped(a, 'inspectionUi.complete', 'inspectionUi.completeAgree');

  await page.goto(`/tenancy/${contractId}`);
  await page.getByRole('link', { name: en('inspectionUi.openReport', { kind: 'move_out' }) }).click();
  const outWalls = itemCard(page, walls);
  await expect(
    outWalls.getByText(`${en('inspectionUi.atMoveIn')}: ${en('inspectionUi.conditions.good')}`),
  ).toBeVisible();
  await expect(outWalls.getByRole('img')).toHaveCount(3);
  await fitsThePhone(page);
  await shoot(page, 'move-out-side-by-side');
  await signTyped(page, 'inspectionUi.sign', 'inspectionUi.signAgree');
  await expect(page.getByText(en('inspectionUi.status.signed'), { exact: true })).toBeVisible();

  // 8. The clock walks to the last day; the tenant pays what is due; the day after, the tenancy has ended.
  // Sessions are timed by the server's clock: both sides leave before the jump and sign in again after it.
  await page.goto('about:blank');
  await a.goto('about:blank');
  await moveClock(walk.admin, new Date(Date.parse(`${lastDay}T02:00:00Z`)));
  walk.admin = await apiAs(demo.admin);
  walk.tenant = await apiAs(walk.email);
  await payEverythingDue(walk.tenant, contractId);
  await moveClock(walk.admin, new Date(Date.parse(`${addDays(lastDay, 1)}T02:00:00Z`)));
  walk.admin = await apiAs(demo.admin);
  walk.tenant = await apiAs(walk.email);
  await page.context().clearCookies();
  await a.context().clearCookies();
  await login(page, walk.email);
  await login(a, demo.admin);
  const ended = (await (await walk.admin.get(`/api/contracts/${contractId}`, { headers: walk.admin.auth })).json()) as {
    contract?: { status: string };
    status?: string;
  };
  expect(ended.contract?.status ?? ended.status).toBe('Ended');

  // 9. The deposit statement: a damage deduction with its conditions and evidence, the keys returned; issued.
  await a.goto(`/tenancy/${contractId}`);
  await expect(a.getByText(en('tenancy.settlement.wearAndTear'))).toBeVisible();
  await a.getByRole('button', { name: en('tenancy.settlement.add') }).click();
  await a
    .getByRole('textbox', { name: en('tenancy.settlement.description') })
    .fill('Repaint the living-room wall (crack and stains)');
  await a.getByRole('textbox', { name: en('tenancy.settlement.amount') }).fill('300');
  await a.getByRole('combobox', { name: en('tenancy.settlement.moveIn') }).click();
  await a.getByRole('option', { name: en('tenancy.settlement.condition.good'), exact: true }).click();
  await a.getByRole('combobox', { name: en('tenancy.settlement.moveOut') }).click();
  await a.getByRole('option', { name: en('tenancy.settlement.condition.damaged'), exact: true }).click();
  await a
    .getByRole('textbox', { name: en('tenancy.settlement.evidence') })
    .fill('Move-out report: living room walls, photo 1');
  await a.getByLabel(en('tenancy.settlement.keyName')).first().fill('Door key');
  await a
    .getByRole('textbox', { name: en('tenancy.settlement.keyCount') })
    .first()
    .fill('2');
  await fitsThePhone(a);
  await a.getByRole('button', { name: en('tenancy.settlement.save') }).click();
  await expect(a.getByText(en('tenancy.settlement.status.draft'), { exact: true })).toBeVisible();
  await a.getByRole('button', { name: en('tenancy.settlement.issue') }).click();
  await expect(a.getByText(en('tenancy.settlement.status.issued'), { exact: true })).toBeVisible();
  const deposit = Number(
    (
      (await (
        await walk.admin.get(`/api/contracts/${contractId}/deposit-settlement`, { headers: walk.admin.auth })
      ).json()) as {
        deposit: number;
      }
    ).deposit,
  );
  expect(deposit).toBeGreaterThan(300);

  // 10. The tenant disputes the deduction; the admin reduces it by half.
  await page.goto(`/tenancy/${contractId}`);
  await expect(page.getByText(/^Answer by /)).toBeVisible();
  await page.getByRole('checkbox', { name: en('tenancy.settlement.dispute') }).check();
  await page.getByLabel(en('tenancy.settlement.disputeComment')).fill('The crack was there at move-in: see my photo.');
  await fitsThePhone(page);
  await page.getByRole('button', { name: en('tenancy.settlement.dispute') }).click();
  await expect(page.getByText(en('tenancy.settlement.status.disputed'), { exact: true })).toBeVisible();

  await a.reload();
  await expect(a.getByText('Disputed: The crack was there at move-in: see my photo.')).toBeVisible();
  await a.getByLabel(en('tenancy.settlement.answerNote')).fill('Half: the stains are new, the crack was noted.');
  await a.getByRole('button', { name: en('tenancy.settlement.reduce') }).click();
  await expect(a.getByText(en('tenancy.settlement.status.final'), { exact: true })).toBeVisible();
  await expect(a.getByTestId('settlement-balance')).toHaveText(`RM${(deposit - 150).toLocaleString('en-MY')}`);

  // 11. The refund of the balance, recorded with its receipt.
  await a.getByRole('button', { name: en('tenancy.settlement.refund') }).click();
  await expect(a.getByText(en('tenancy.settlement.status.refunded'), { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText(/ refunded on /)).toBeVisible();
  const { events } = (await (
    await walk.tenant.get(`/api/contracts/${contractId}/timeline`, { headers: walk.tenant.auth })
  ).json()) as {
    events: { type: string; links: { kind: string; href?: string | null }[] }[];
  };
  const refunded = events.find((e) => e.type === 'refunded' && e.links.some((l) => l.kind === 'receipt'));
  expect(refunded, 'the refund is in the timeline with its receipt').toBeTruthy();
  const receipt = await walk.tenant.get(refunded!.links.find((l) => l.kind === 'receipt')!.href!, {
    headers: walk.tenant.auth,
  });
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toContain('application/pdf');
  for (const type of [
    'keys_receipt_confirmed',
    'inspection_signed',
    'renewal_accepted',
    'notice_given',
    'ended',
    'settlement_disputed',
    'settlement_answered',
  ]) {
    expect(
      events.map((e) => e.type),
      type,
    ).toContain(type);
  }
  // The timeline on the tenant's phone, with the refund's receipt to open.
  const refundItem = page.locator('.mantine-Timeline-item').filter({ hasText: en('tenancy.event.refunded') });
  await expect(refundItem.getByRole('button', { name: en('tenancy.page.open') })).toBeVisible();
  await fitsThePhone(page);
  await shoot(page, 'tenancy-timeline-settlement');
  await a.reload();
  await shoot(a, 'settlement-admin');

  expect(admin.problems, 'console errors, failed requests or requests outside the app on the admin’s phone').toEqual(
    [],
  );
  await admin.close();
});
