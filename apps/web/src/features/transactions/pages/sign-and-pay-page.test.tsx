import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  messages,
  paymentMethodMessages,
  STAMP_DUTY_CHARGE_DESCRIPTION,
  type Contract,
  type Transaction,
} from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { SignAndPayPage } from './sign-and-pay-page';

/** jsdom has no canvas: a stand-in for the signature pad the page also shows. */
const { FakePad } = vi.hoisted(() => {
  class FakePad extends EventTarget {
    clear() {}
    isEmpty() {
      return true;
    }
    on() {}
    off() {}
  }
  return { FakePad };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

const deposit: Transaction = {
  _id: 't1',
  id: 't1',
  user: { _id: 'u1', firstname: 'Nur', lastname: 'Aina', email: 'nur.aina@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar' },
  contractId: 'c1',
  roomName: null,
  type: 'Deposit',
  amount: 2550,
  dueDate: '2030-01-15',
  status: 'Pending',
  isOverdue: false,
  daysOverdue: 0,
  description: null,
  paymentDate: null,
  createdAt: '2026-11-19T02:00:00.000Z',
  refundedAmount: 0,
};

const contract = (signedCopy: boolean): Contract => ({
  _id: 'c1',
  id: 'c1',
  applicationId: 'a1',
  status: 'Awaiting Payment',
  isActive: false,
  user: { _id: 'u1', firstname: 'Nur', lastname: 'Aina', email: 'nur.aina@example.my' },
  property: { _id: 'p1', name: 'Residensi Bangsar', address: 'Jalan Maarof', type: 'Unit Rental' },
  roomId: null,
  roomName: null,
  startDate: '2030-01-15',
  endDate: '2031-01-14',
  stayLength: 12,
  rentAmount: 850,
  depositAmount: 2550,
  securityDepositAmount: 1700,
  roomPrice: null,
  roomDepositAmount: null,
  contractFile: 'http://localhost:3000/api/contracts/c1/file?signature=a',
  signedContractFile: signedCopy ? 'http://localhost:3000/api/contracts/c1/signed-file?signature=b' : null,
  hasSignedCopy: signedCopy,
  signedAt: signedCopy ? '2026-11-20T02:00:00.000Z' : null,
  depositPayment: { _id: 't1', amount: 2550, status: 'Pending', dueDate: '2030-01-15' },
  paymentDueAt: '2030-01-15T16:00:00.000Z',
  createdAt: '2026-11-19T02:00:00.000Z',
  agreementLanguage: 'en',
  esign: { status: 'unsigned', tenantSignedAt: null, countersignedAt: null, completedAt: null, verifyCode: null },
  stampDuty: { amount: 51, payer: 'tenant', lines: [], calculation: '' },
});

const agreement = {
  contractId: 'c1',
  version: 1,
  documentHash: 'a'.repeat(64),
  esign: contract(false).esign,
  content: {
    title: 'Tenancy Agreement',
    agreementNo: 'SM-1',
    date: '19/11/2026',
    preamble: [],
    sections: [],
    witness: 'In witness whereof',
    signatories: [],
  },
};

/** Answers the page's reads: the deposit, the contract and the server's payment settings. */
function serve(signedCopy: boolean, options: { stampDutyInPayment?: boolean } = {}) {
  const stampDuty: Transaction = {
    ...deposit,
    _id: 't2',
    id: 't2',
    type: 'Other Fees',
    amount: 51,
    description: STAMP_DUTY_CHARGE_DESCRIPTION,
  };
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname, searchParams } = new URL(input.url);
      if (pathname.includes('/upload-signed-contract/')) {
        // What the server answers for a file named .pdf that is not one (readPdfUpload: 415).
        const reason = messages.uploads.pdfNotPdf;
        return new Response(JSON.stringify({ message: reason, errorFields: { signedContract: reason } }), {
          status: 415,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const body = pathname.endsWith('/config')
        ? { payments: 'sandbox', stripePublishableKey: null, stampDutyPayer: 'tenant' }
        : pathname.endsWith('/transactions')
          ? { transactions: searchParams.get('type') === 'Other Fees' ? [stampDuty] : [deposit] }
          : pathname.endsWith('/contracts/c1')
            ? {
                contract: {
                  ...contract(signedCopy),
                  // ADR 0034: the one payment charges the stamp duty with the deposit.
                  ...(options.stampDutyInPayment ? { depositAmount: 2601 } : {}),
                },
              }
            : pathname.endsWith('/contracts/c1/agreement')
              ? { agreement }
              : {};
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderPage() {
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType: 'customer', userName: 'Nur Aina' })));
  renderWithTheme(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/application/sign-and-pay/c1']}>
        <Routes>
          <Route path="/application/sign-and-pay/:id" element={<SignAndPayPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const payButton = () => screen.findByRole('button', { name: messages.payments.submitAndPay });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sign & Pay with a paper copy (issue 23)', () => {
  it('keeps a signed copy the server already accepted: shown as uploaded, Pay needs no file again', async () => {
    serve(true);
    renderPage();
    // The first test also loads the signing component's lazy chunks: on a busy machine that takes seconds.
    expect(
      await screen.findByText('Your signed copy is uploaded.', { exact: false }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View uploaded copy' }).getAttribute('href')).toContain('signed-file');
    expect(screen.getByText('Replace signed copy (PDF)')).toBeTruthy();
    await waitFor(async () => expect((await payButton()).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('Sign the agreement above, or upload a signed copy, to pay.')).toBeNull();
  });

  it("puts the server's 415 reason by the file field and names it at Pay", async () => {
    serve(false);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Prefer paper? Upload a signed copy' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['not a pdf'], 'signed.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(await screen.findByRole('radio', { name: paymentMethodMessages.card }));
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(await payButton());
    const reason = messages.uploads.pdfNotPdf;
    expect(await screen.findByText(`Failed to upload signed contract: ${reason}`)).toBeTruthy();
    const field = screen.getByLabelText('Signed contract (PDF)');
    const errorId = field.getAttribute('aria-describedby') ?? '';
    expect(errorId).not.toBe('');
    expect(document.getElementById(errorId.split(' ').find((id) => id.includes('error')) ?? '')?.textContent).toBe(
      reason,
    );
  });

  it('still asks for the signed copy when none is stored', async () => {
    serve(false);
    renderPage();
    expect(await screen.findByText('Sign the agreement above, or upload a signed copy, to pay.')).toBeTruthy();
    expect((await payButton()).hasAttribute('disabled')).toBe(true);
  });
});

describe('Sign & Pay: one payment (ADR 0034)', () => {
  it('shows the deposit and the stamp duty as lines of one total, and the stamp duty card points to it', async () => {
    serve(true, { stampDutyInPayment: true });
    renderPage();
    expect(
      await screen.findByText('One payment covers the deposit, the first month’s rent and the stamp duty.'),
    ).toBeTruthy();
    expect((await screen.findByTestId('amount-payable')).textContent).toBe('RM2,601');
    expect(screen.getByText('Total to pay now')).toBeTruthy();
    const stampLine = screen.getByText('Stamp duty on the agreement (LHDN)').closest('div')!;
    expect(stampLine.textContent).toContain('RM51');
    expect(screen.getByText("Deposit incl. first month's rent").closest('div')!.textContent).toContain('RM2,550');
    expect(await screen.findByText('Included in your Sign and Pay payment below.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay stamp duty' })).toBeNull();
  });

  it('without stamp duty to pay, charges the deposit alone as before', async () => {
    serve(true);
    renderPage();
    expect((await screen.findByTestId('amount-payable')).textContent).toBe('RM2,550');
    expect(screen.queryByText('Total to pay now')).toBeNull();
  });
});
