/**
 * Issue 28 §1: a room's facts in the room modal. The facts read from the server fill the fields, an edit sends them all
 * back with the change (round trip), the shared rules stop a bad value on its field, and the server's
 * `rooms.<i>.facts.<field>` errors show under the room and on the field when it is opened.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Property } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { propertyToFormValues } from './form-values';
import { PropertyForm, type PropertyFormSubmit } from './property-form';

const ROOM_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const FACTS = {
  sizeClass: 'master',
  sqft: 180,
  privateBathroom: true,
  window: true,
  ownAircon: false,
  availableFrom: '2026-08-01',
} as const;

/** A room rental as GET /api/properties/:id answers it (the fields the form reads). */
const property = {
  _id: 'p1',
  id: 'p1',
  type: 'Room Rental',
  name: 'Rumah Damansara',
  address: 'Jalan SS2/24, Petaling Jaya',
  description: 'Three rooms near the LRT.',
  price: null,
  depositAmount: null,
  latePaymentClause: null,
  facts: undefined,
  location: null,
  rooms: [
    { _id: ROOM_ID, id: ROOM_ID, name: 'Master', price: 900, depositAmount: 900, description: null, facts: FACTS },
  ],
} as unknown as Property;

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => activateCatalogue('en', en));

const renderForm = (onSubmit: (request: PropertyFormSubmit) => Promise<unknown>) =>
  renderWithTheme(
    <PropertyForm
      initialValues={propertyToFormValues(property)}
      isEdit
      submitLabel="Save"
      onSubmit={onSubmit}
      onCancel={() => {}}
      existingImages={[{ url: '/a.webp', thumbnail: '/a-thumb.webp' }]}
    />,
  );

const sentRooms = (onSubmit: ReturnType<typeof vi.fn>, call = 0) =>
  JSON.parse(String((onSubmit.mock.calls[call]?.[0] as PropertyFormSubmit).body.get('rooms'))) as Record<
    string,
    unknown
  >[];

describe('room facts in the room modal', () => {
  it('shows the stored facts, and saving an edit sends every fact back with the change', async () => {
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderForm(onSubmit);
    expect(
      screen.getByText('Master room · 180 sq ft · Private bathroom · Window · No aircon · Available from 01/08/2026'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Master' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    const select = (name: string) => (within(dialog).getByRole('combobox', { name }) as HTMLInputElement).value;
    const sqft = within(dialog).getByRole('textbox', { name: 'Size (sq ft)' }) as HTMLInputElement;
    expect(select('Room size')).toBe('Master room');
    expect(sqft.value).toBe('180');
    expect(select('Private bathroom')).toBe('Yes');
    expect(select('Window')).toBe('Yes');
    expect(select('Own aircon')).toBe('No');
    // The date picker reads dd/mm/yyyy; its label names it.
    const date = within(dialog).getByRole('button', { name: 'Available from' });
    expect(date.textContent).toBe('01/08/2026');
    expect(within(dialog).getByLabelText('Available from')).toBe(date);
    // A day picked on the calendar (which opens on the chosen month) is kept and sent as YYYY-MM-DD.
    fireEvent.click(date);
    expect(await screen.findByText('August 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '15 August 2026', hidden: true }));
    await waitFor(() => expect(date.textContent).toBe('15/08/2026'));

    fireEvent.change(sqft, { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Room' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Room' })).toBeNull());
    expect(screen.getByText(/^Master room · 200 sq ft · Private bathroom/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentRooms(onSubmit)).toEqual([
      {
        _id: ROOM_ID,
        name: 'Master',
        price: 900,
        depositAmount: 900,
        description: null,
        facts: { ...FACTS, sqft: 200, availableFrom: '2026-08-15' },
      },
    ]);
  }, 30_000);

  it('in BM: the stored date reads dd/mm/yyyy, the calendar is in Malay, and clearing it sends no date', async () => {
    activateCatalogue('ms', ms);
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Kemas kini Master' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kemas Kini Bilik' });
    const date = within(dialog).getByRole('button', { name: 'Boleh disewa mulai' });
    expect(date.textContent).toBe('01/08/2026');
    fireEvent.click(date);
    expect(await screen.findByText('Ogos 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kosongkan tarikh' }));
    await waitFor(() => expect(date.textContent).toBe(''));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Bilik' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kemas Kini Bilik' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentRooms(onSubmit)[0]?.facts).toEqual({ ...FACTS, availableFrom: null });
  }, 30_000);

  it('keeps a room open on a size out of range, in BM, and a new room sends its facts', async () => {
    activateCatalogue('ms', ms);
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Bilik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Bilik' });
    expect(within(dialog).getByText('Maklumat bilik')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nama bilik/ }), { target: { value: 'Kecil' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Harga/ }), { target: { value: '600' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Deposit/ }), { target: { value: '600' } });
    const size = within(dialog).getByRole('textbox', { name: 'Keluasan (kaki persegi)' });
    fireEvent.change(size, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah Bilik' }));
    expect(await within(dialog).findByText('Nombor ini di luar julat')).toBeTruthy();
    expect(size.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(size, { target: { value: '95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah Bilik' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Bilik' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentRooms(onSubmit)[1]).toEqual({
      name: 'Kecil',
      price: 600,
      depositAmount: 600,
      description: null,
      facts: { sizeClass: null, sqft: 95, privateBathroom: null, window: null, ownAircon: null, availableFrom: null },
    });
  }, 30_000);

  it("shows the server's error of a room's fact under the room and on the field when the room is opened", async () => {
    const message = 'Enter a date as YYYY-MM-DD';
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => {
      throw { status: 400, data: { message, errorFields: { 'rooms.0.facts.availableFrom': message } } };
    });
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const room = screen.getByRole('listitem');
    expect(await within(room).findByText(message)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Master' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    const date = within(dialog).getByRole('button', { name: 'Available from' });
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(message)).toBeTruthy();
  }, 30_000);
});
