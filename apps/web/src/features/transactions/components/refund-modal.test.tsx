import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatRM, todayInMalaysia, type Contract, type Transaction } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { RefundModal } from './refund-modal';

const deposit: Transaction = {
  _id: 't1',
  id: 't1',
  user: { _id: 'u1', firstname: 'Mei Ling', lastname: 'Chen', email: 'meiling.chen@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar' },
  contractId: 'c1',
  roomName: null,
  type: 'Deposit',
  amount: 9600,
  dueDate: '2030-01-15',
  status: 'Paid',
  isOverdue: false,
  daysOverdue: 0,
  description: null,
  paymentDate: '2026-11-20T02:00:00.000Z',
  createdAt: '2026-11-19T02:00:00.000Z',
  refundedAmount: 0,
};

const contractStarting = (startDate: string): Contract => ({
  _id: 'c1',
  id: 'c1',
  applicationId: 'a1',
  status: 'Active',
  isActive: true,
  user: { _id: 'u1', firstname: 'Mei Ling', lastname: 'Chen', email: 'meiling.chen@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar', address: 'Jalan Maarof', type: 'Unit Rental' },
  roomId: null,
  roomName: null,
  startDate,
  endDate: '2031-01-14',
  stayLength: 12,
  rentAmount: 3200,
  depositAmount: 9600,
  securityDepositAmount: 6400,
  roomPrice: null,
  roomDepositAmount: null,
  contractFile: null,
  signedContractFile: null,
  hasSignedCopy: true,
  signedAt: '2026-11-20T02:00:00.000Z',
  depositPayment: { _id: 't1', amount: 9600, status: 'Paid', dueDate: startDate },
  paymentDueAt: null,
  createdAt: '2026-11-19T02:00:00.000Z',
  agreementLanguage: 'en',
  esign: { status: 'unsigned', tenantSignedAt: null, countersignedAt: null, completedAt: null, verifyCode: null },
  stampDuty: { amount: 164, payer: 'tenant', lines: [], calculation: '' },
});

/** The server: no refunds yet, the contract, and a refund endpoint that records what it was asked. */
function serve(contract: Contract) {
  stubRelativeRequests();
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/contracts/c1') return json({ contract });
      if (url.pathname === '/api/transactions/t1/refunds' && input.method === 'POST') {
        const body = (await input.json()) as { amount: number; reason: string };
        posted.push(body);
        return json(
          {
            message: 'Refund issued',
            refund: {
              _id: 'r1',
              id: 'r1',
              transactionId: 't1',
              amount: body.amount,
              reason: body.reason,
              kind: 'admin',
              status: 'succeeded',
              createdAt: '2026-11-22T02:00:00.000Z',
            },
          },
          201,
        );
      }
      if (url.pathname === '/api/transactions/t1/refunds') return json({ refunds: [] });
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

function open() {
  const onClose = vi.fn();
  renderWithTheme(
    <Provider store={createAppStore()}>
      <RefundModal transaction={deposit} onClose={onClose} />
    </Provider>,
  );
  return onClose;
}

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
const type = (box: HTMLElement, value: string) => {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
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
afterEach(() => vi.unstubAllGlobals());

describe('RefundModal', { timeout: 20_000 }, () => {
  it('keeps an amount above the refundable as typed, with an error, and sends nothing', async () => {
    const posted = serve(contractStarting('2030-01-15'));
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false));
    type(amountBox(), '9700');
    expect(amountBox().value).toBe('9700');
    expect(await screen.findByText(`Enter an amount from RM0.01 to ${formatRM(9600)}`)).toBeTruthy();
    type(screen.getByRole('textbox', { name: /Reason/ }), 'Tenant withdrew');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amountBox().value).toBe('9700');
    expect(screen.queryByText(/Refund RM9,700/)).toBeNull();
    expect(posted).toEqual([]);
  });

  it('asks to confirm, naming the amount, the payer and the effect, before refunding part', async () => {
    const posted = serve(contractStarting('2030-01-15'));
    const onClose = open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false));
    type(amountBox(), '1,200.50');
    type(screen.getByRole('textbox', { name: /Reason/ }), 'Agreed discount');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Refund RM1,200.50 to Mei Ling Chen (meiling.chen@example.my)?')).toBeTruthy();
    expect(screen.getByTestId('refund-effect').textContent).toBe('The contract for Residensi Bangsar stays Active.');
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Refund RM1,200.50' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([{ amount: 1200.5, reason: 'Agreed discount' }]);
  });

  it('says that the whole deposit before the start cancels the contract; Back returns to the amount', async () => {
    serve(contractStarting('2030-01-15'));
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false));
    type(amountBox(), '9600');
    type(screen.getByRole('textbox', { name: /Reason/ }), 'Tenant withdrew');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('refund-effect')).textContent).toMatch(
      /before the tenancy starts on 15\/01\/2030: the contract for Residensi Bangsar is cancelled/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(amountBox().value).toBe('9600');
  });

  it('refuses the whole deposit of a running tenancy by the field, with the server rule', async () => {
    const posted = serve(contractStarting(todayInMalaysia()));
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false));
    type(amountBox(), '9600');
    expect(await screen.findByText(/can be refunded only after the tenancy has ended/)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
