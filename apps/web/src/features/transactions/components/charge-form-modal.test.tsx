import { fireEvent, screen } from '@testing-library/react';
import { formatRM, MAX_PRICE_RM, type Transaction } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import { ChargeFormModal } from './charge-form-modal';

const rent: Transaction = {
  _id: 't2',
  id: 't2',
  user: { _id: 'u1', firstname: 'Kavitha', lastname: 'Subramaniam', email: 'kavitha@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar' },
  contractId: 'c1',
  roomName: null,
  type: 'Monthly Rental',
  amount: 3200,
  dueDate: '2030-02-15',
  status: 'Pending',
  isOverdue: false,
  daysOverdue: 0,
  description: null,
  paymentDate: null,
  createdAt: '2026-11-19T02:00:00.000Z',
};

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const open = (mode: 'add' | 'edit') =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <ChargeFormModal mode={mode} transaction={rent} onClose={vi.fn()} />
    </Provider>,
  );

describe('ChargeFormModal', { timeout: 20_000 }, () => {
  it.each(['100001', '-5', '12.345'])('keeps %s as typed after blur and says what is allowed', async (typed) => {
    open('add');
    const box = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.blur(box);
    expect(box.value).toBe(typed);
    expect(await screen.findByText(`Enter an amount from RM0.01 to ${formatRM(MAX_PRICE_RM)}`)).toBeTruthy();
  });

  it('shows the due date as dd/mm/yyyy in the app picker, not a native date input', () => {
    open('edit');
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByRole('button', { name: /Due date/ }).textContent).toBe('15/02/2030');
    expect((screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('3200');
  });
});
