/** Manage Users → Data requests (issue 27 §4): the admins' log, asked for a page at a time, each kind named. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { stubRelativeRequests } from '@/test/fetch';
import { DataRequestsLog } from './data-requests-log';

afterEach(() => vi.unstubAllGlobals());

describe('DataRequestsLog', () => {
  it('lists exports, deletions and withdrawals with who and when, and asks for a page', async () => {
    stubRelativeRequests();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        asked.push(input.url);
        const requests = [
          {
            id: 'a1b2c3d4-0000-4000-8000-000000000001',
            kind: 'deletion',
            userId: null,
            user: 'Deleted user #3',
            ip: '60.50.0.7',
            at: '2026-11-26T02:00:00.000Z',
          },
          {
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            kind: 'export',
            userId: null,
            user: 'Arjun Menon',
            ip: null,
            at: '2026-11-25T02:00:00.000Z',
          },
          {
            id: 'a1b2c3d4-0000-4000-8000-000000000003',
            kind: 'consent_withdrawal',
            userId: null,
            user: 'Hafiz Rahman',
            ip: null,
            at: '2026-11-24T02:00:00.000Z',
          },
        ];
        return new Response(JSON.stringify({ requests }), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '3' },
        });
      }),
    );
    render(
      <Provider store={createAppStore()}>
        <MantineProvider theme={themeFor('Close')}>
          <MemoryRouter>
            <DataRequestsLog />
          </MemoryRouter>
        </MantineProvider>
      </Provider>,
    );
    expect((await screen.findAllByText('Deleted user #3')).length).toBeGreaterThan(0);
    // The table breaks long words into spans: read each cell's whole text.
    const cells = [...document.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Account deleted', 'Download of data', 'Consent withdrawn']));
    expect(cells).toContain('Hafiz Rahman');
    expect(new URL(asked[0]!).search).toBe('?page=1&limit=20');
  });
});
