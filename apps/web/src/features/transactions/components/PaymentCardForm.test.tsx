import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import { PaymentCardForm } from './PaymentCardForm';

function serveConfig(config: object) {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } })),
  );
}

const stripeScripts = () => document.querySelectorAll('script[src*="js.stripe.com"]');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentCardForm', () => {
  it('never loads Stripe.js when the server’s provider is the sandbox', async () => {
    serveConfig({ payments: 'sandbox', stripePublishableKey: null });
    renderWithTheme(
      <Provider store={createAppStore()}>
        <PaymentCardForm handleRef={{ current: null }} />
      </Provider>,
    );
    expect(await screen.findByRole('textbox', { name: /card number/i })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stripeScripts()).toHaveLength(0);
  });
});
