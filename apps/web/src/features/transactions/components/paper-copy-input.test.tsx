import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@sewamudah/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PaperCopyInput } from './paper-copy-input';
import { signedCopyFailure } from './signed-copy-failure';

// The EN catalogue's texts (packages/shared/src/i18n/en/money.ts, pay.paper).
const pay = {
  file: 'Signed contract (PDF)',
  uploaded: 'Your signed copy is uploaded.',
  viewUploaded: 'View uploaded copy',
  replace: 'Replace signed copy (PDF)',
};

describe('PaperCopyInput', () => {
  it('shows a signed copy the server already holds, with a way to replace it', () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <PaperCopyInput
        contractFile={null}
        uploaded="https://example.test/api/contracts/c1/signed-file?sig=x"
        file={null}
        onChange={onChange}
        error={null}
      />,
    );
    expect(screen.getByText(pay.uploaded, { exact: false })).toBeTruthy();
    const view = screen.getByRole('link', { name: pay.viewUploaded });
    expect(view.getAttribute('href')).toBe('https://example.test/api/contracts/c1/signed-file?sig=x');
    expect(screen.getByText(pay.replace)).toBeTruthy();
    expect(screen.queryByText(messages.contracts.uploadSigned)).toBeNull();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.7'], 'again.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('after a refused file shows only the reason by the field, not the "please upload" hint as well', () => {
    const reason = messages.uploads.pdfNotPdf;
    renderWithTheme(<PaperCopyInput contractFile={null} file={null} onChange={vi.fn()} error={reason} />);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText(messages.contracts.uploadSigned)).toBeNull();
  });

  it('asks for the signed copy when none is stored', () => {
    renderWithTheme(<PaperCopyInput contractFile={null} file={null} onChange={vi.fn()} error={null} />);
    expect(screen.getByText(pay.file)).toBeTruthy();
    expect(screen.getByText(messages.contracts.uploadSigned)).toBeTruthy();
    expect(screen.queryByText(pay.uploaded, { exact: false })).toBeNull();
  });
});

describe('signedCopyFailure', () => {
  it("puts the server's 415 reason by the file field and names it by Pay", () => {
    const reason = messages.uploads.pdfNotPdf;
    const failure = signedCopyFailure({
      status: 415,
      data: { message: reason, errorFields: { signedContract: reason } },
    });
    expect(failure.field).toBe(reason);
    expect(failure.summary).toBe(`Failed to upload signed contract: ${reason}`);
  });

  it('falls back to the generic text when the server gave no reason', () => {
    const failure = signedCopyFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(failure.field).toBe(messages.contracts.uploadFailed);
    expect(failure.summary).toBe(messages.contracts.uploadFailed);
  });
});
