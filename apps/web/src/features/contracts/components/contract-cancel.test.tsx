/**
 * Issue 23 §3: "End early" defaults to a date the server accepts (never today before the start), its refusal shows
 * inside the dialog, and a tenancy that has not started can be cancelled from the row menu (docs/decisions/0028).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, contractCancelMessages, todayInMalaysia, type Contract } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { ContractActions } from './contract-actions';
import { EndContractDialog } from './end-contract-dialog';

const today = todayInMalaysia();
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const contractStarting = (startDate: string, status: Contract['status'] = 'Active'): Contract => ({
  _id: 'c1',
  id: 'c1',
  applicationId: 'a1',
  status,
  isActive: status === 'Active',
  user: { _id: 'u1', firstname: 'Mei Ling', lastname: 'Chen', email: 'meiling.chen@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar', address: 'Jalan Maarof', type: 'Unit Rental' },
  roomId: null,
  roomName: null,
  startDate,
  endDate: addDays(startDate, 364),
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

/** The server refuses every change with 409 and `message`, recording what it was sent. */
function refuseWith(message: string) {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const body: unknown = input.method === 'GET' ? null : await input.json();
      sent.push({ method: input.method, path: new URL(input.url).pathname, body });
      return new Response(JSON.stringify({ message }), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const withStore = (ui: React.ReactElement) => renderWithTheme(<Provider store={createAppStore()}>{ui}</Provider>);

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

describe('End early', { timeout: 20_000 }, () => {
  it('before the start, defaults to the day after the start (not today) and sends that date', async () => {
    const start = addDays(today, 10);
    const sent = refuseWith('Only an active contract can be ended early.');
    withStore(<EndContractDialog contract={contractStarting(start)} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ddmmyyyy(addDays(start, 1)))).toBeTruthy();
    expect(within(dialog).queryByText(ddmmyyyy(today))).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End contract' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/contracts/c1', body: { endDate: addDays(start, 1) } });
  });

  it('a running tenancy defaults to today; the server’s refusal shows inside the dialog', async () => {
    refuseWith('Only an active contract can be ended early.');
    const onClose = vi.fn();
    withStore(<EndContractDialog contract={contractStarting(addDays(today, -30))} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ddmmyyyy(today))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End contract' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only an active contract can be ended early.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Cancel tenancy', { timeout: 20_000 }, () => {
  const openMenu = async () => {
    fireEvent.click(screen.getByRole('button', { name: /Actions for the contract of Mei Ling Chen/ }));
    return screen.findByRole('menuitem', { name: 'Cancel tenancy' }).catch(() => null);
  };

  it('is offered before the start, asks for a reason, and shows "refund the deposit first" in the dialog', async () => {
    const sent = refuseWith(contractCancelMessages.refundFirst);
    withStore(<ContractActions contract={contractStarting(addDays(today, 10))} />);
    fireEvent.click((await openMenu())!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel a tenancy that has not started' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel tenancy' });
    expect(confirm).toHaveProperty('disabled', true); // no reason yet
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Tenant withdrew before moving in' },
    });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(contractCancelMessages.refundFirst);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/contracts/c1/cancel', body: { reason: 'Tenant withdrew before moving in' } },
    ]);
  });

  it('is offered for Awaiting Payment, and not for a tenancy that has started', async () => {
    refuseWith('unused');
    const { unmount } = withStore(
      <ContractActions contract={contractStarting(addDays(today, 5), 'Awaiting Payment')} />,
    );
    expect(await openMenu()).not.toBeNull();
    unmount();
    withStore(<ContractActions contract={contractStarting(addDays(today, -1))} />);
    fireEvent.click(screen.getByRole('button', { name: /Actions for the contract of Mei Ling Chen/ }));
    expect(await screen.findByRole('menuitem', { name: 'End early' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Cancel tenancy' })).toBeNull();
  });
});
