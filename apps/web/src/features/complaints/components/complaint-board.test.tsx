import { fireEvent, screen, within } from '@testing-library/react';
import { COMPLAINT_BOARD_COLUMNS, type Complaint } from '@sewamudah/shared';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme as renderThemed } from '@/test/render';

/** Cards link to their ticket page (issue 26): a router around them. */
const renderWithTheme = (ui: ReactElement) => renderThemed(<MemoryRouter>{ui}</MemoryRouter>);
import { ComplaintColumnView } from './complaint-board';
import { ComplaintFormModal } from './complaint-form-modal';

const complaint = (overrides: Partial<Complaint>): Complaint => ({
  _id: 'c1',
  id: 'c1',
  title: 'Water heater leaking',
  description: 'Dripping from the bottom pipe.',
  status: 'Waiting for Response',
  customer: { _id: 'u1', firstname: 'Aisyah', lastname: 'Binti Ahmad' },
  property: { _id: 'p1', name: 'SS2 Shared House' },
  admin: null,
  resolutionDetails: null,
  handledAt: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  ...overrides,
});

const column = (name: string) => screen.getByRole('region', { name });
const [WAITING, IN_HANDLING, HANDLED] = COMPLAINT_BOARD_COLUMNS;

describe('ComplaintColumnView', () => {
  it('shows a column’s complaints with its total, and says when a column is empty', () => {
    renderWithTheme(
      <>
        <ComplaintColumnView
          column={WAITING}
          complaints={[complaint({ _id: 'a', title: 'Kitchen hinge' })]}
          total={31}
          isLoading={false}
          showCustomer={false}
        />
        <ComplaintColumnView column={IN_HANDLING} complaints={[]} total={0} isLoading={false} showCustomer={false} />
        <ComplaintColumnView
          column={HANDLED}
          complaints={[
            complaint({
              _id: 'b',
              title: 'Air-conditioner',
              status: 'Handled',
              admin: { firstname: 'Siti', lastname: 'Admin' },
              resolutionDetails: 'Refrigerant topped up.',
            }),
          ]}
          total={1}
          isLoading={false}
          showCustomer={false}
        />
      </>,
    );
    expect(within(column('Waiting')).getByRole('heading', { name: 'Kitchen hinge' })).toBeTruthy();
    // The count is the server's total over all pages, not the cards on this page.
    expect(within(column('Waiting')).getByLabelText('31 complaints').textContent).toBe('31');
    expect(within(column('In Handling')).getByText('No complaints in this category')).toBeTruthy();
    const handled = column('Handled');
    expect(within(handled).getByText('Refrigerant topped up.')).toBeTruthy();
    expect(handled.textContent).toContain('Handled by: Siti Admin');
    expect(handled.textContent).toContain('Property: SS2 Shared House');
    expect(screen.queryByText(/Customer:/)).toBeNull();
  });

  it('shows the customer to admins and the error of a failed load', () => {
    const { rerender } = renderThemed(
      <MemoryRouter>
        <ComplaintColumnView column={WAITING} complaints={[complaint({})]} total={1} isLoading={false} showCustomer />
      </MemoryRouter>,
    );
    expect(column('Waiting').textContent).toContain('Customer: Aisyah Binti Ahmad');
    rerender(
      <MemoryRouter>
        <ComplaintColumnView
          column={WAITING}
          complaints={undefined}
          total={undefined}
          isLoading={false}
          showCustomer
          error={{ status: 500, data: { message: 'Database unavailable' } }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Error: Database unavailable');
  });

  it('speaks Bahasa Malaysia: headings, count, empty text and the complaint’s details', () => {
    activateCatalogue('ms', ms);
    try {
      renderWithTheme(
        <>
          <ComplaintColumnView column={WAITING} complaints={[complaint({})]} total={1} isLoading={false} showCustomer />
          <ComplaintColumnView column={IN_HANDLING} complaints={[]} total={0} isLoading={false} showCustomer />
        </>,
      );
      expect(within(column('Menunggu')).getByLabelText('1 aduan').textContent).toBe('1');
      expect(column('Menunggu').textContent).toContain('Pelanggan: Aisyah Binti Ahmad');
      expect(column('Menunggu').textContent).toContain('20/11/2026');
      expect(within(column('Sedang Dikendalikan')).getByText('Tiada aduan dalam kategori ini')).toBeTruthy();
    } finally {
      activateCatalogue('en', en);
    }
  });
});

describe('ComplaintFormModal', () => {
  beforeAll(() => {
    // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    }
  });

  it('keeps Submit disabled while the title is empty', () => {
    renderWithTheme(
      <Provider store={createAppStore()}>
        <ComplaintFormModal opened onClose={() => undefined} />
      </Provider>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '   ' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Broken door' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('prefills the complaint being edited', () => {
    renderWithTheme(
      <Provider store={createAppStore()}>
        <ComplaintFormModal opened onClose={() => undefined} complaint={complaint({})} />
      </Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Complaint' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Water heater leaking');
  });
});
