/**
 * The profile's WhatsApp opt-in (issue 24 §5): the number is confirmed by the server (E.164) with the consent text in
 * the language on screen, and agreeing sends exactly that text back; once on, the number, date and agreed text show.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WhatsappState } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { stubRelativeRequests } from '@/test/fetch';
import { WhatsappOptIn } from './whatsapp-opt-in';

const CONSENT =
  'I agree that SewaMudah may send me payment reminders, receipts and visit reminders on WhatsApp at +60 12 345 6789. I can reply STOP or switch this off in my profile at any time.';

function serve() {
  stubRelativeRequests();
  let state: WhatsappState = { available: true, optIn: null, lastEnded: null, profilePhone: '0123456789' };
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
      if (url.pathname === '/api/whatsapp-opt-in' && input.method === 'GET') return json(state);
      if (url.pathname === '/api/whatsapp-opt-in/preview') {
        return json({ phone: '+60123456789', phoneDisplay: '+60 12 345 6789', language: 'en', text: CONSENT });
      }
      if (url.pathname === '/api/whatsapp-opt-in' && input.method === 'PUT') {
        state = {
          ...state,
          optIn: {
            phone: '+60123456789',
            phoneDisplay: '+60 12 345 6789',
            language: 'en',
            text: CONSENT,
            optedInAt: '2026-11-27T02:00:00.000Z',
          },
        };
        return json(state);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhatsappOptIn', () => {
  it('shows the server’s consent text for the confirmed number and opts in with exactly that text', async () => {
    const sent = serve();
    render(
      <Provider store={createAppStore()}>
        <MantineProvider theme={themeFor('Close')}>
          <WhatsappOptIn />
        </MantineProvider>
      </Provider>,
    );
    const phone = await screen.findByLabelText('WhatsApp number');
    expect((phone as HTMLInputElement).value).toBe('0123456789');
    fireEvent.change(phone, { target: { value: '012-345 6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(CONSENT)).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/whatsapp-opt-in/preview')?.body).toEqual({
      phone: '012-345 6789',
      language: 'en',
    });

    fireEvent.click(screen.getByRole('button', { name: 'I agree, switch on WhatsApp' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      phone: '+60123456789',
      language: 'en',
      text: CONSENT,
    });
    expect(await screen.findByTestId('whatsapp-on')).toBeTruthy();
    expect(screen.getByText('+60 12 345 6789')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch off WhatsApp' })).toBeTruthy();
  });
});
