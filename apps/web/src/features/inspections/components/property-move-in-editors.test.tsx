/**
 * Issue 25 §1, §2: the property's move-in package and report template editors. A utility is added with its account,
 * meter and payer and saved with the package; the template is trimmed to what the admin keeps, an area of their own
 * needs a name (the shared rule, shown before anything is sent), and the saved body holds codes and names only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InspectionTemplate, MoveInInfo, PropertyMoveIn } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { MoveInInfoForm } from './move-in-info-form';
import { ReportTemplateEditor } from './report-template-editor';

/** Deeply frozen, as RTK Query's cached data is. */
const deepFreeze = <T,>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

const EMPTY: MoveInInfo = deepFreeze({
  houseRules: '',
  utilities: [],
  wifi: '',
  parking: '',
  emergencyContacts: '',
  managementContact: '',
  inventory: '',
  firstWeek: '',
});
const TEMPLATE: InspectionTemplate = deepFreeze({
  areas: [
    { code: 'livingRoom', items: [{ code: 'walls' }, { code: 'floor' }, { code: 'fan' }] },
    { code: 'bedroom', number: 1, items: [{ code: 'walls' }] },
  ],
});

function serverSaves() {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const body = (await input.json()) as Record<string, unknown>;
      sent.push({ method: input.method, path: new URL(input.url).pathname, body });
      const answer: PropertyMoveIn = {
        moveInInfo: (body.moveInInfo as MoveInInfo | undefined) ?? EMPTY,
        template: (body.template as InspectionTemplate | undefined) ?? TEMPLATE,
        customTemplate: Boolean(body.template),
      };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

const render = (ui: React.ReactNode) => renderWithTheme(<Provider store={createAppStore()}>{ui}</Provider>);

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('the property’s move-in editors', { timeout: 20_000 }, () => {
  it('adds a utility with its account, meter and payer, and saves it with the package', async () => {
    const sent = serverSaves();
    render(<MoveInInfoForm propertyId="p1" info={EMPTY} />);
    fireEvent.change(screen.getByLabelText('House rules'), { target: { value: 'No smoking indoors.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a utility' }));
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'TNB' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '2200 1122 3344' } });
    fireEvent.change(screen.getByLabelText('Meter number'), { target: { value: 'TNB-778899' } });
    fireEvent.click(screen.getByText('Landlord'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the package' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/properties/p1/move-in',
      body: {
        moveInInfo: {
          houseRules: 'No smoking indoors.',
          utilities: [
            {
              kind: 'electricity',
              provider: 'TNB',
              account: '2200 1122 3344',
              meterNumber: 'TNB-778899',
              paidBy: 'landlord',
            },
          ],
        },
      },
    });
  });

  it('refuses a too-long field before sending anything', async () => {
    const sent = serverSaves();
    render(<MoveInInfoForm propertyId="p1" info={EMPTY} />);
    fireEvent.change(screen.getByLabelText('Wi-Fi'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the package' }));
    expect(await screen.findByText('Wi-Fi must be at most 300 characters')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('trims the template, asks a name for an area of the admin’s own, and saves codes and names', async () => {
    const sent = serverSaves();
    render(<ReportTemplateEditor propertyId="p1" template={TEMPLATE} custom={false} />);
    const living = screen.getByRole('region', { name: 'Area 1' });
    const items = within(living).getAllByRole('button', { name: 'Remove this item' });
    fireEvent.click(items[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Add an area' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('Each area needs a name')).toBeTruthy();
    expect(sent).toHaveLength(0);

    const own = screen.getByRole('region', { name: 'Area 3' });
    fireEvent.change(within(own).getByLabelText('Name of the area'), { target: { value: 'Yard' } });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Area 2' })).getByRole('button', { name: 'Move this area up' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      template: {
        areas: [
          { code: 'bedroom', number: 1, items: [{ code: 'walls' }] },
          { code: 'livingRoom', items: [{ code: 'walls' }, { code: 'floor' }] },
          { name: 'Yard', items: [{ code: 'walls' }] },
        ],
      },
    });
  });
});
