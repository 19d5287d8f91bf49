import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { emptyPropertyForm } from './form-values';
import { PropertyForm, type PropertyFormSubmit } from './property-form';

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => activateCatalogue('en', en));

const renderForm = (onSubmit: (request: PropertyFormSubmit) => Promise<unknown> = async () => undefined) =>
  renderWithTheme(
    <PropertyForm initialValues={emptyPropertyForm()} submitLabel="-" onSubmit={onSubmit} onCancel={() => {}} />,
  );

describe('PropertyForm in Bahasa Malaysia', () => {
  it('labels the fields and the property types in BM and still sends the SPEC type values', async () => {
    activateCatalogue('ms', ms);
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderForm(onSubmit);
    expect(screen.getByText('Jenis hartanah')).toBeTruthy();
    expect(screen.getByText('Sewa Unit')).toBeTruthy();
    expect(screen.getByText('Sewa Bilik')).toBeTruthy();
    expect(screen.getByText('Sewa bulanan')).toBeTruthy();
    expect(screen.getByText('Deposit Sekuriti')).toBeTruthy();
    expect(screen.getByText('Seret foto ke sini atau klik untuk memilih')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();

    // The shared rules' messages in BM on the client-side check.
    fireEvent.click(screen.getByRole('button', { name: '-' }));
    expect(await screen.findByText('Nama diperlukan')).toBeTruthy();
    expect(screen.getByText('Harga diperlukan')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /^Nama/ }), { target: { value: 'Residensi Bukit Jalil' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Alamat/ }), { target: { value: 'Jalan Jalil 1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Keterangan/ }), { target: { value: 'Dua bilik.' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Harga/ }), { target: { value: '1800' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Deposit/ }), { target: { value: '3600' } });
    fireEvent.click(screen.getByRole('button', { name: '-' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0].body;
    expect(body?.get('type')).toBe('Unit Rental');
    expect(body?.get('price')).toBe('1800');
  }, 20_000);

  it('adds rooms of a room rental in BM', async () => {
    activateCatalogue('ms', ms);
    renderForm();
    fireEvent.click(screen.getByText('Sewa Bilik'));
    expect(
      screen.getByText('Belum ada bilik. Tambah setiap bilik berserta harga bulanan dan depositnya.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Bilik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Bilik' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nama bilik/ }), {
      target: { value: 'Bilik Utama' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Harga/ }), { target: { value: '900' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Deposit/ }), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah Bilik' }));
    expect(screen.getByText('RM900 / bulan · Deposit RM900')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kemas kini Bilik Utama' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buang Bilik Utama' })).toBeTruthy();
  }, 20_000);
});

const ROOM_ID = '0b0c5d3e-7f1a-4c2b-9d8e-1a2b3c4d5e6f';

describe('PropertyForm late-payment clause (ADR 0031)', () => {
  it('offers none, a fixed fee or interest in BM, checks the numbers and sends the clause', async () => {
    activateCatalogue('ms', ms);
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderWithTheme(
      <PropertyForm
        initialValues={{
          ...emptyPropertyForm(),
          name: 'Residensi',
          address: 'Jalan 1',
          description: 'Unit.',
          price: 1800,
          depositAmount: 3600,
        }}
        submitLabel="-"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('Klausa bayaran lewat')).toBeTruthy();
    expect(
      screen.getByText('Perjanjian tidak mempunyai klausa bayaran lewat, dan caj lewat bayar tidak akan dikenakan.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Faedah'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Kadar faedah/ }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '-' }));
    expect(
      await screen.findByText('Kadar faedah mestilah lebih daripada 0 dan paling banyak 24% setahun'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /^Kadar faedah/ }), { target: { value: '8' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Had/ }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '-' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0].body;
    expect(JSON.parse(String(body.get('latePaymentClause')))).toEqual({
      type: 'interest',
      ratePercent: '8',
      graceDays: '7',
      capPercent: '10',
    });
  }, 20_000);
});

describe('PropertyForm rooms', () => {
  it('sends a room added after editing another one without the edited room’s _id', async () => {
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderWithTheme(
      <PropertyForm
        initialValues={{
          type: 'Room Rental',
          name: 'Rumah Bukit',
          address: 'Jalan Bukit 1',
          description: 'Three rooms.',
          price: '',
          depositAmount: '',
          rooms: [{ key: ROOM_ID, _id: ROOM_ID, name: 'Master', price: 900, depositAmount: 900, description: '' }],
          lateClause: emptyPropertyForm().lateClause,
          facts: emptyPropertyForm().facts,
        }}
        submitLabel="-"
        onSubmit={onSubmit}
        onCancel={() => {}}
        existingImages={[{ url: '/a.webp', thumbnail: '/a-thumb.webp' }]}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit Master' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Room' });
    fireEvent.change(within(edit).getByRole('textbox', { name: /^Price/ }), { target: { value: '950' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Room' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Room' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add Room' }));
    const add = await screen.findByRole('dialog', { name: 'Add Room' });
    expect((within(add).getByRole('textbox', { name: /^Room name/ }) as HTMLInputElement).value).toBe('');
    fireEvent.change(within(add).getByRole('textbox', { name: /^Room name/ }), { target: { value: 'Middle' } });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Price/ }), { target: { value: '700' } });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Deposit/ }), { target: { value: '700' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Room' }));

    fireEvent.click(screen.getByRole('button', { name: '-' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const rooms = JSON.parse(String(onSubmit.mock.calls[0]?.[0].body.get('rooms'))) as Record<string, unknown>[];
    // The room modal sends each room's facts (issue 28), here none stated.
    const facts = {
      sizeClass: null,
      sqft: null,
      privateBathroom: null,
      window: null,
      ownAircon: null,
      availableFrom: null,
    };
    expect(rooms).toEqual([
      { _id: ROOM_ID, name: 'Master', price: 950, depositAmount: 900, description: null, facts },
      { name: 'Middle', price: 700, depositAmount: 700, description: null, facts },
    ]);
  }, 20_000);
});
