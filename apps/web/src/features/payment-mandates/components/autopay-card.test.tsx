/**
 * The tenant's Autopay card (issue 24 §4): turning it on sends the cap, the day and the sandbox card to the server
 * (create, save the card on the SetupIntent, confirm); once on, it shows the card, cap and next payment, and Skip
 * this month and Pay now call the mandate's own actions.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PaymentMandate } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { stubRelativeRequests } from '@/test/fetch';
import { AutopayCard } from './autopay-card';

const CONTRACT = '11111111-1111-4111-8111-111111111111';

const activeMandate = (overrides: Partial<PaymentMandate> = {}): PaymentMandate => ({
  _id: 'm1',
  id: 'm1',
  contractId: CONTRACT,
  userId: 'u1',
  tenantName: 'Aisyah Binti Ahmad',
  propertyName: 'Middle Room, SS2 House',
  provider: 'sandbox',
  status: 'active',
  capAmount: 1600,
  rentAmount: 1500,
  daysBefore: 2,
  card: { brand: 'visa', last4: '4242' },
  next: {
    transactionId: 't1',
    amount: 1500,
    dueDate: '2031-03-15',
    payDate: '2031-03-13',
    skipped: false,
    overCap: false,
  },
  attempts: [],
  createdAt: '2031-03-01T02:00:00.000Z',
  activatedAt: '2031-03-01T02:00:00.000Z',
  endedAt: null,
  ...overrides,
});

function serve(initial: PaymentMandate[]) {
  stubRelativeRequests();
  let mandates = initial;
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const body =
        input.method === 'GET'
          ? undefined
          : await input
              .clone()
              .json()
              .catch(() => undefined);
      sent.push({ method: input.method, path: url.pathname, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/config') return json({ payments: 'sandbox', stripePublishableKey: null });
      if (url.pathname === '/api/payment-mandates' && input.method === 'GET') return json({ mandates });
      if (url.pathname === '/api/payment-mandates' && input.method === 'POST') {
        const pending = activeMandate({ status: 'pending', card: null, next: null, capAmount: 1600 });
        mandates = [pending];
        return json(
          {
            mandate: pending,
            setup: { provider: 'sandbox', setupIntentId: 'seti_x', clientSecret: 'seti_x_secret_yyyyyyyy' },
          },
          201,
        );
      }
      if (url.pathname.endsWith('/sandbox/setup-intents/seti_x/confirm')) {
        return json({ id: 'seti_x', status: 'succeeded', lastSetupError: null });
      }
      if (url.pathname === '/api/payment-mandates/m1/confirm') {
        mandates = [activeMandate()];
        return json({ mandate: mandates[0] });
      }
      if (url.pathname === '/api/payment-mandates/m1/skip') {
        mandates = [activeMandate({ next: { ...activeMandate().next!, skipped: true } })];
        return json({ mandate: mandates[0] });
      }
      if (url.pathname === '/api/payment-mandates/m1/pay-now') {
        return json({
          mandate: activeMandate({ next: null }),
          attempt: {
            id: 'a1',
            transactionId: 't1',
            dueDate: '2031-03-15',
            tryNumber: 1,
            status: 'succeeded',
            amount: 1500,
            paymentIntentId: 'pi_1',
            error: null,
            createdAt: '2031-03-12T02:00:00.000Z',
            finishedAt: '2031-03-12T02:00:00.000Z',
          },
        });
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

const renderCard = () =>
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={themeFor('Close')}>
        <AutopayCard contractId={CONTRACT} rent={1500} place="Middle Room, SS2 House" />
      </MantineProvider>
    </Provider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AutopayCard', () => {
  it('turns autopay on: cap, day, consent and the sandbox card, then the confirmation step', async () => {
    const sent = serve([]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on autopay' }));
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Monthly cap/ }), { target: { value: '1600' } });
    // Without consent nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save card and turn on' }));
    expect(await screen.findByText('Please tick the box to give your consent.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Save card and turn on' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/payment-mandates/m1/confirm')).toBe(true));
    expect(sent.find((r) => r.path === '/api/payment-mandates' && r.method === 'POST')?.body).toEqual({
      contractId: CONTRACT,
      capAmount: 1600,
      daysBefore: 0,
    });
    expect(sent.find((r) => r.path.endsWith('/setup-intents/seti_x/confirm'))?.body).toEqual({
      clientSecret: 'seti_x_secret_yyyyyyyy',
      card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' },
    });
    expect(await screen.findByText('VISA ending 4242')).toBeTruthy();
  });

  it('shows the next payment and skips this month or pays now with one tap', async () => {
    const sent = serve([activeMandate()]);
    renderCard();
    expect(await screen.findByText('RM1,500 on 13/03/2031')).toBeTruthy();
    expect(screen.getByText('Up to RM1,600 a charge')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip this month' }));
    expect(await screen.findByText('RM1,500 due 15/03/2031: skipped this month')).toBeTruthy();
    expect(sent.some((r) => r.path === '/api/payment-mandates/m1/skip' && r.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('pays now with the saved card', async () => {
    const sent = serve([activeMandate()]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/payment-mandates/m1/pay-now')).toBe(true));
  });
});
