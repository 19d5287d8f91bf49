/**
 * The admin's refund journey (issue 23, docs/decisions/0028): an amount above what can be refunded is refused by
 * the field and kept as typed (never rewritten on blur); a valid amount asks for confirmation, naming the amount,
 * the payer and what happens to the contract; a partial refund then goes through and is listed.
 *
 * A fresh tenant (accepted through the API, deposit paid with the sandbox card through the API) keeps the demo
 * accounts other specs rely on as they are.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, createActiveCustomer, demo, login } from './support/fixtures';
import { createFreeUnit } from './support/free-unit';

async function bearer(api: APIRequestContext, email: string) {
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/** Applies, is accepted, and pays the deposit + first month by card (sandbox): returns the amount paid. */
async function paidDeposit(api: APIRequestContext, email: string): Promise<{ amount: number; property: string }> {
  const property = await createFreeUnit(api, `Refund Residence ${Date.now()}`);
  const tenant = await bearer(api, email);
  const applied = await api.post('/api/applications', {
    headers: tenant,
    data: { property: property._id, startDate: '2030-09-01', stayLength: '12' },
  });
  expect(applied.status()).toBe(201);
  const { application } = (await applied.json()) as { application: { _id: string } };
  const accepted = await api.patch(`/api/applications/${application._id}`, {
    headers: await bearer(api, demo.admin),
    data: { status: 'Accepted' },
  });
  expect(accepted.status()).toBe(200);
  const { contracts } = (await (await api.get('/api/contracts', { headers: tenant })).json()) as {
    contracts: { _id: string; depositPayment: { amount: number } }[];
  };
  const contract = contracts[0]!;
  const amount = contract.depositPayment.amount;
  const created = await api.post('/api/transactions/create-payment-intent', {
    headers: tenant,
    data: { contractId: contract._id, amount },
  });
  expect(created.status(), await created.text()).toBe(200);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
  const confirmed = await api.post(`/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' },
    },
  });
  expect(confirmed.status()).toBe(200);
  const recorded = await api.post('/api/transactions/process-deposit', {
    headers: tenant,
    data: { paymentIntentId: intent.paymentIntentId, contractId: contract._id },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
  return { amount, property: property.name };
}

/** RM as the app writes it (formatRM): whole ringgit without decimals, else two. */
const rm = (amount: number) =>
  `RM${amount.toLocaleString('en-MY', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('refund: a wrong amount is refused and kept, the refund is confirmed first, a partial refund goes through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await createActiveCustomer(page, 'Lakshmi', 'Raman');
  const { amount, property } = await paidDeposit(page.request, email);
  await page.context().clearCookies();

  await login(page, demo.admin);
  await page.goto('/manage-transactions');
  await page.getByLabel('Search transactions').fill(email);
  const menu = page.getByRole('button', { name: /^Actions for Lakshmi Raman's Deposit/ });
  await expect(menu).toHaveCount(1);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`At most ${rm(amount)} can still be refunded.`)).toBeVisible();

  // Above what was paid: an error by the field, and the amount stays as typed after leaving the field.
  const field = dialog.getByRole('textbox', { name: /Amount/ });
  const tooMuch = String(amount + 100);
  await field.fill(tooMuch);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Agreed rent reduction for the first month');
  await expect(dialog.getByText(`Enter an amount from RM0.01 to ${rm(amount)}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('refund-too-much-1280.png') });
  await expect(field).toHaveValue(tooMuch);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(field).toHaveValue(tooMuch);
  await expect(dialog.getByText(/^Refund RM.* to Lakshmi Raman/)).toHaveCount(0);

  // A valid part: the confirmation step says how much, to whom and what happens to the contract.
  await field.fill('150.50');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Refund RM150.50 to Lakshmi Raman (${email})?`)).toBeVisible();
  await expect(dialog.getByTestId('refund-effect')).toHaveText(`The contract for ${property} stays Awaiting Payment.`);
  // The confirmation at laptop and phone width (kept under test-results for a look).
  await page.screenshot({ path: test.info().outputPath('refund-confirm-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByRole('button', { name: 'Refund RM150.50' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('refund-confirm-375.png') });
  await dialog.getByRole('button', { name: 'Refund RM150.50' }).click();
  await expect(page.getByText('Refund issued')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Listed on the charge; what is left to refund is the rest.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Refund', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Refunds of this charge' }).getByText(/^RM150\.50: succeeded/),
  ).toBeVisible();
  await expect(
    page.getByRole('dialog').getByText(`At most ${rm(amount - 150.5)} can still be refunded.`),
  ).toBeVisible();
});
