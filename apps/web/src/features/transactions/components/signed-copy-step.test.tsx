import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { SignedCopyStep } from './signed-copy-step';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignedCopyStep', () => {
  it("shows the server's reason when the signed copy is refused", async () => {
    const reason = messages.uploads.pdfUnsafe;
    // jsdom's page is http://localhost; Node's Request does not resolve the API's relative URLs by itself.
    const NodeRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
        }
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: reason }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const store = createAppStore();
    store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType: 'customer', userName: 'Nur Aina' })));
    const { container } = renderWithTheme(
      <Provider store={store}>
        <SignedCopyStep contractId="c1" contractFile={null} />
      </Provider>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.7 /JavaScript'], 'signed.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: messages.contracts.uploadSignedCopy }));
    expect(await screen.findByText(reason)).toBeTruthy();
  });
});
