/**
 * The listing's viewing panel (issue 28 §4): a customer books in two taps (a time, then confirm); a full slot's 409
 * message is shown as the server wrote it; a visitor is sent to log in with the time kept on screen.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { credentialsReceived } from '@/features/auth';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { BookingPanel } from './booking-panel';
import { byDate, slotDay } from './slot-text';

const PROPERTY = '5b0e0a5e-1f7a-4d1e-9d55-2a6c0c1b2e01';
const slot = (id: string, date: string, time: string, spotsLeft: number) => ({
  _id: id,
  id,
  propertyId: PROPERTY,
  date,
  time,
  startsAt: `${date}T02:00:00.000Z`,
  endsAt: `${date}T02:30:00.000Z`,
  durationMinutes: 30,
  capacity: 2,
  booked: 2 - spotsLeft,
  spotsLeft,
  status: 'open',
});

function serve(bookAnswer: { status: number; body: unknown }) {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const body = input.method === 'GET' ? undefined : await input.clone().json();
      sent.push({ method: input.method, path: url.pathname, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === `/api/properties/${PROPERTY}/viewing-slots`) {
        return json({ slots: [slot('s1', '2026-11-28', '10:00', 2), slot('s2', '2026-11-28', '11:00', 1)] });
      }
      if (url.pathname === '/api/viewings' && input.method === 'GET') return json({ viewings: [] });
      if (url.pathname === '/api/viewings') return json(bookAnswer.body, bookAnswer.status);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

function renderPanel(userType: 'customer' | null) {
  const store = createAppStore();
  if (userType)
    store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType, userName: 'Siti Aminah' })));
  render(
    <Provider store={store}>
      <MantineProvider theme={themeFor('Close')}>
        <Notifications />
        <MemoryRouter>
          <BookingPanel propertyId={PROPERTY} />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('slot text', () => {
  it('groups slots by day and writes the day with its weekday in the page language, dates en-GB', () => {
    expect(byDate([{ date: 'a' }, { date: 'a' }, { date: 'b' }]).map((g) => g.slots.length)).toEqual([2, 1]);
    expect(slotDay('2026-11-28', 'en')).toBe('Sat 28/11/2026');
    expect(slotDay('2026-11-28', 'ms')).toBe('Sab 28/11/2026');
  });
});

describe('BookingPanel', () => {
  it('books a viewing in two taps: a time, then confirm', async () => {
    const sent = serve({ status: 201, body: { viewing: {} } });
    renderPanel('customer');
    fireEvent.click(await screen.findByRole('button', { name: /11:00/ }));
    expect(screen.getByText('1 place left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm viewing: Sat 28/11/2026, 11:00' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && r.path === '/api/viewings')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ slotId: 's2' });
    expect(await screen.findByText(/Viewing booked for Sat 28\/11\/2026, 11:00/)).toBeTruthy();
  });

  it('shows the server’s message when the time filled up meanwhile', async () => {
    serve({ status: 409, body: { message: 'This viewing slot is full. Choose another time.' } });
    renderPanel('customer');
    fireEvent.click(await screen.findByRole('button', { name: /10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm viewing: Sat 28/11/2026, 10:00' }));
    expect(await screen.findByText('This viewing slot is full. Choose another time.')).toBeTruthy();
  });

  it('sends a visitor to log in after picking a time, and books nothing', async () => {
    const sent = serve({ status: 201, body: {} });
    renderPanel(null);
    fireEvent.click(await screen.findByRole('button', { name: /10:00/ }));
    expect(screen.getByRole('link', { name: 'Log in to book this time' })).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });
});
