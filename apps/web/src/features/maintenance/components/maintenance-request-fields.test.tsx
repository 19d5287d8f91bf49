import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from 'virtual:i18n/en';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import {
  EMPTY_DRAFT,
  MaintenanceRequestFields,
  maintenanceBody,
  type MaintenanceDraft,
} from './maintenance-request-fields';

let last: MaintenanceDraft = EMPTY_DRAFT;
function Harness() {
  const [draft, setDraft] = useState<MaintenanceDraft>(EMPTY_DRAFT);
  last = draft;
  return <MaintenanceRequestFields draft={draft} onChange={setDraft} />;
}

beforeAll(() => activateCatalogue('en', en));

describe('MaintenanceRequestFields (issue 26 §1)', () => {
  it('shows the repair fields only for a maintenance request, with the phone camera for photos', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByLabelText(/Where/)).toBeNull();
    fireEvent.click(screen.getByLabelText('This is a maintenance request (something to repair)'));
    expect(screen.getByText('Category')).toBeTruthy();
    expect(screen.getByText('Emergency')).toBeTruthy();
    const camera = screen.getByTestId('photo-input');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(screen.getByTestId('video-input').getAttribute('accept')).toBe('video/mp4,video/webm');
    fireEvent.change(screen.getByLabelText(/^Where/), { target: { value: 'Kitchen' } });
    fireEvent.click(screen.getByLabelText(/^Emergency/));
    fireEvent.click(screen.getByText('Add a time'));
    expect(maintenanceBody(last)).toEqual({
      maintenance: {
        category: null,
        place: 'Kitchen',
        urgency: 'emergency',
        entryPermitted: false,
        preferredWindows: [],
      },
    });
    expect(maintenanceBody(EMPTY_DRAFT)).toEqual({});
  });

  it("a preferred time's date is picked on the calendar, shown dd/mm/yyyy and sent as YYYY-MM-DD", async () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByLabelText('This is a maintenance request (something to repair)'));
    fireEvent.click(screen.getByText('Add a time'));
    const field = screen.getByRole('button', { name: 'Date' });
    expect(field.textContent).toBe('');
    // The calendar opens on this month: the 15th of it.
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), 15);
    const name = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`;
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('button', { name, hidden: true }));
    await waitFor(() => expect(field.textContent).toBe(`15/${iso.slice(5, 7)}/${iso.slice(0, 4)}`));
    expect(maintenanceBody(last).maintenance?.preferredWindows).toEqual([{ date: iso, from: '10:00', to: '12:00' }]);
  });
});
