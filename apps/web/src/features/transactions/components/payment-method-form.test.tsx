import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMethodMessages as pm } from '@sewamudah/shared';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import type { PaymentHandle } from './payment-handle';
import { PaymentMethodForm } from './payment-method-form';
import { stubRelativeRequests } from '@/test/fetch';

type Route = (url: URL, init?: RequestInit) => unknown;

/** Answers /api/config with `config`, and other requests with `route` (JSON). */
function serve(config: object, route: Route = () => ({})) {
  stubRelativeRequests();
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const body = url.pathname.endsWith('/config') ? config : route(url, { body: await input.text() });
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sandbox = { payments: 'sandbox', stripePublishableKey: null, stampDutyPayer: 'tenant' };
const stripeScripts = () => document.querySelectorAll('script[src*="js.stripe.com"]');
const intent = { paymentIntentId: 'pi_ABCDEFGHIJKLMNOPQRSTUVWX', clientSecret: 'pi_x_secret_y', amount: 4500 };

function renderForm(amount: number) {
  const ref = createRef<PaymentHandle>();
  renderWithTheme(
    <Provider store={createAppStore()}>
      <PaymentMethodForm handleRef={ref} amount={amount} />
    </Provider>,
  );
  return ref;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentMethodForm', () => {
  it('never loads Stripe.js when the server’s provider is the sandbox', async () => {
    serve(sandbox);
    renderForm(4500);
    expect(await screen.findByRole('radio', { name: pm.fpx })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stripeScripts()).toHaveLength(0);
  });

  it('offers FPX first, lists the banks with the offline ones disabled, and needs a bank', async () => {
    serve(sandbox);
    const ref = renderForm(4500);
    const bank = (await screen.findByLabelText('Your bank')) as HTMLSelectElement;
    expect(ref.current!.method()).toBe('fpx');
    const kfh = within(bank).getByRole('option', { name: 'KFH (offline)' }) as HTMLOptionElement;
    expect(kfh.disabled).toBe(true);
    expect((within(bank).getByRole('option', { name: 'Maybank2u' }) as HTMLOptionElement).disabled).toBe(false);
    let valid: boolean | undefined;
    await act(async () => {
      valid = await ref.current!.validate();
    });
    expect(valid).toBe(false);
    expect(screen.getByText(pm.chooseBank)).toBeTruthy();
  });

  it('confirms FPX with the chosen bank and answers the bank page to go to', async () => {
    const bankUrl = `/api/transactions/sandbox/fpx/${intent.paymentIntentId}?client_secret=pi_x_secret_y`;
    const sent: { path: string; body: string }[] = [];
    serve(sandbox, (url, init) => {
      sent.push({ path: url.pathname, body: String(init?.body) });
      return {
        id: intent.paymentIntentId,
        status: 'requires_action',
        amount: 450000,
        currency: 'myr',
        lastPaymentError: null,
        nextAction: { type: 'redirect_to_url', url: bankUrl },
      };
    });
    const ref = renderForm(4500);
    fireEvent.change(await screen.findByLabelText('Your bank'), { target: { value: 'maybank2u' } });
    let result: unknown;
    await act(async () => {
      result = await ref.current!.confirm(intent);
    });
    expect(result).toEqual({ kind: 'redirect', url: bankUrl });
    const call = sent.find((s) => s.path.endsWith(`/${intent.paymentIntentId}/confirm-fpx`));
    expect(call).toBeDefined();
    expect(JSON.parse(call!.body)).toEqual({ clientSecret: intent.clientSecret, bank: 'maybank2u' });
  });

  it('switches to card, keeping the sandbox test card form', async () => {
    serve(sandbox);
    const ref = renderForm(4500);
    fireEvent.click(await screen.findByRole('radio', { name: pm.card }));
    expect(await screen.findByRole('textbox', { name: /card number/i })).toBeTruthy();
    expect(ref.current!.method()).toBe('card');
  });

  it('above RM30,000 offers only card and says why', async () => {
    serve(sandbox);
    const ref = renderForm(30_000.01);
    expect(await screen.findByText(pm.fpxAboveLimit)).toBeTruthy();
    expect((screen.getByRole('radio', { name: pm.fpx }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: /card number/i })).toBeTruthy();
    expect(ref.current!.method()).toBe('card');
  });
});
