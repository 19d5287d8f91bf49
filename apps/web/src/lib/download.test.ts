import { describe, expect, it } from 'vitest';
import { queryOf } from '@/features/receipts/api';
import { filenameFrom } from './download';

describe('downloads', () => {
  it('reads the file name the server gives', () => {
    expect(filenameFrom('attachment; filename="receipt-SM-2026-000123.pdf"')).toBe('receipt-SM-2026-000123.pdf');
    expect(filenameFrom('inline')).toBeNull();
    expect(filenameFrom(null)).toBeNull();
  });

  it('sends only the filters that are set, encoded', () => {
    expect(queryOf({ status: 'Paid', type: undefined, q: 'Tan & Co' })).toBe('?status=Paid&q=Tan+%26+Co');
    expect(queryOf({ status: null, q: '' })).toBe('');
  });
});
