import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { DateField } from './date-field';

/** The field as a form holds it: a `YYYY-MM-DD` string or null, shown beside the field. */
function Harness({ initial, minDate, maxDate }: { initial: string | null; minDate?: string; maxDate?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField label="Move in" value={value} onChange={setValue} minDate={minDate} maxDate={maxDate} />
      <output data-testid="value">{value === null ? 'null' : value}</output>
    </>
  );
}

const valueShown = () => screen.getByTestId('value').textContent;

afterEach(() => activateCatalogue('en', en));

describe('DateField', () => {
  it('shows a YYYY-MM-DD date as dd/mm/yyyy, named by its label, and gives a picked day back as YYYY-MM-DD', async () => {
    activateCatalogue('en', en);
    renderWithTheme(<Harness initial="2026-11-27" />);
    const field = screen.getByRole('button', { name: 'Move in' });
    expect(field.textContent).toBe('27/11/2026');
    fireEvent.click(field);
    expect(await screen.findByText('November 2026')).toBeTruthy();
    // The calendar's controls have names (axe's button-name rule).
    fireEvent.click(screen.getByRole('button', { name: 'Next month', hidden: true }));
    expect(await screen.findByText('December 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3 December 2026', hidden: true }));
    await waitFor(() => expect(valueShown()).toBe('2026-12-03'));
    expect(field.textContent).toBe('03/12/2026');
  });

  it('in BM: the same dd/mm/yyyy, Malay month names and control names', async () => {
    activateCatalogue('ms', ms);
    renderWithTheme(<Harness initial="2026-08-27" />);
    const field = screen.getByRole('button', { name: 'Move in' });
    expect(field.textContent).toBe('27/08/2026');
    fireEvent.click(field);
    expect(await screen.findByText('Ogos 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bulan seterusnya', hidden: true }));
    expect(await screen.findByText('September 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kosongkan tarikh' })).toBeTruthy();
  });

  it('the clear button gives null; an empty string shows an empty field', async () => {
    renderWithTheme(<Harness initial="2026-11-27" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the date' }));
    await waitFor(() => expect(valueShown()).toBe('null'));
    expect(screen.getByRole('button', { name: 'Move in' }).textContent).toBe('');
  });

  it('days before minDate and after maxDate cannot be picked', async () => {
    renderWithTheme(<Harness initial="2026-11-15" minDate="2026-11-10" maxDate="2026-11-20" />);
    fireEvent.click(screen.getByRole('button', { name: 'Move in' }));
    await screen.findByText('November 2026');
    const day = (name: string) => screen.getByRole('button', { name, hidden: true }) as HTMLButtonElement;
    expect(day('9 November 2026').disabled).toBe(true);
    expect(day('21 November 2026').disabled).toBe(true);
    // The month controls stop at the bounds' months.
    expect((screen.getByRole('button', { name: 'Next month', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(day('9 November 2026'));
    fireEvent.click(day('10 November 2026'));
    await waitFor(() => expect(valueShown()).toBe('2026-11-10'));
  });
});
