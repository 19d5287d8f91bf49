import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Application } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import { DecisionButtons } from './decision-buttons';

const application = {
  _id: 'a1',
  id: 'a1',
  status: 'Waiting for Response',
  user: { _id: 'u1', firstname: 'Nurul', lastname: 'Izzah', email: 'nurul.izzah@example.my', language: 'ms' },
  property: { _id: 'p1', name: 'Cyberjaya Student Suites' },
  roomName: 'Room A',
} as unknown as Application;

/** Records the PATCH bodies the buttons send and answers with the application. */
function stubApi(): object[] {
  const bodies: object[] = [];
  const NodeRequest = globalThis.Request;
  // fetchBaseQuery builds a Request from the relative /api URL, which Node cannot resolve without an origin.
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      bodies.push((await request.json()) as object);
      return new Response(JSON.stringify({ application: { ...application, status: 'Accepted' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButtons(app: Application = application) {
  const store = createAppStore();
  renderWithTheme(
    <Provider store={store}>
      <DecisionButtons application={app} />
    </Provider>,
  );
  return store;
}

describe('DecisionButtons', () => {
  it('asks before rejecting, naming the applicant and the room', async () => {
    const store = renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    expect(dialog.textContent).toContain("Reject Nurul Izzah's application for Room A at Cyberjaya Student Suites?");
    // Nothing was sent yet: the decision waits for the confirmation.
    expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
  });

  it('asks for the agreement language on acceptance, preset to the applicant’s, and sends the choice', async () => {
    const bodies = stubApi();
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept application' });
    expect(dialog.textContent).toContain('Accept Nurul Izzah for Room A at Cyberjaya Student Suites?');
    const select = screen.getByRole('combobox', { name: 'Agreement language' });
    expect((select as HTMLInputElement).value).toBe('Bahasa Malaysia');

    fireEvent.click(select);
    const options = within(screen.getByRole('listbox', { name: 'Agreement language', hidden: true })).getAllByRole(
      'option',
      {
        hidden: true,
      },
    );
    // BM first, as in the agreement itself.
    expect(options.map((o) => o.textContent)).toEqual(['Bahasa Malaysia', 'English', 'Bilingual (BM + EN)']);
    fireEvent.click(options[2]!);
    expect((select as HTMLInputElement).value).toBe('Bilingual (BM + EN)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'a1', status: 'Accepted', agreementLanguage: 'bilingual' }]));
  });

  it('presets English when the application does not carry the applicant’s language', async () => {
    renderButtons({ ...application, user: { ...application.user, language: undefined } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('dialog', { name: 'Accept application' });
    const select = screen.getByRole('combobox', { name: 'Agreement language' }) as HTMLInputElement;
    expect(select.value).toBe('English');
  });
});
