import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from 'virtual:i18n/en';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { emptyPropertyForm } from './form-values';
import { PropertyForm, type PropertyFormSubmit } from './property-form';

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => activateCatalogue('en', en));

const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('PropertyForm facts', () => {
  it('reads the coordinates from a pasted map link and sends the facts as JSON', async () => {
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    const empty = emptyPropertyForm();
    const initialValues = { ...empty, facts: { ...empty.facts, availableFrom: '2026-11-27' } };
    renderWithTheme(
      <PropertyForm initialValues={initialValues} submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    fill(/^Name/, 'Residensi Masjid Jamek');
    fill(/^Address/, 'Jalan Tun Perak, Kuala Lumpur');
    fill(/^Description/, 'Two bedrooms beside the LRT.');
    fill(/^Price/, '2500');
    fill(/^Deposit/, '5000');
    fill(/^Bedrooms/, '2');
    fill(/^Built-up size/, '850');
    fill(
      /^Google Maps or OpenStreetMap link/,
      'https://www.openstreetmap.org/?mlat=3.14944&mlon=101.69611#map=18/3.14944/101.69611',
    );
    expect((screen.getByRole('textbox', { name: /^Latitude/ }) as HTMLInputElement).value).toBe('3.14944');
    expect((screen.getByRole('textbox', { name: /^Longitude/ }) as HTMLInputElement).value).toBe('101.69611');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pool' }));
    // The unit's date picker reads dd/mm/yyyy; a day picked on its calendar is sent as YYYY-MM-DD.
    const date = screen.getByRole('button', { name: 'Available from' });
    expect(date.textContent).toBe('27/11/2026');
    fireEvent.click(date);
    expect(await screen.findByText('November 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '30 November 2026', hidden: true }));
    await waitFor(() => expect(date.textContent).toBe('30/11/2026'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const facts = JSON.parse(String(onSubmit.mock.calls[0]?.[0].body.get('facts')));
    expect(facts).toMatchObject({
      bedrooms: 2,
      builtUpSqft: 850,
      amenities: ['pool'],
      latitude: 3.14944,
      longitude: 101.69611,
      utilityDepositMonths: 0.5,
      availableFrom: '2026-11-30',
    });
  }, 20_000);

  it('says when a link has no coordinates, and refuses a number out of range before sending', async () => {
    const onSubmit = vi.fn(async (_request: PropertyFormSubmit) => undefined);
    renderWithTheme(
      <PropertyForm initialValues={emptyPropertyForm()} submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    fill(/^Google Maps or OpenStreetMap link/, 'https://maps.app.goo.gl/AbCdEf');
    expect(await screen.findByText(/No coordinates found in this link/)).toBeTruthy();
    fill(/^Bedrooms/, '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This number is out of range')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
