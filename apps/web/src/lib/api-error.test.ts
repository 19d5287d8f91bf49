import { describe, expect, it } from 'vitest';
import { getErrorMessage, getErrorStatus, getFieldErrors } from './api-error';

describe('getErrorMessage', () => {
  it("uses the server's message", () => {
    expect(getErrorMessage({ status: 409, data: { message: 'Already applied' } }, 'fallback')).toBe('Already applied');
  });

  it('falls back for client failures and bodies without a message', () => {
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'fallback')).toBe(
      'fallback',
    );
    expect(getErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'fallback')).toBe('fallback');
    expect(getErrorMessage({ status: 502, data: '<html>Bad Gateway</html>' }, 'fallback')).toBe('fallback');
    expect(getErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('getFieldErrors', () => {
  it('merges errorFields and the errors list into one map', () => {
    const error = {
      status: 400,
      data: {
        message: 'Please check the highlighted fields.',
        errorFields: { email: 'Email is required' },
        errors: [{ field: 'phone', message: 'Phone must contain digits only' }],
      },
    };
    expect(getFieldErrors(error)).toEqual({
      email: 'Email is required',
      phone: 'Phone must contain digits only',
    });
  });

  it('reads nothing from a body that is not the error shape', () => {
    const malformed = [
      { message: 'Bad', errorFields: { email: 3 } },
      { message: 'Bad', errorFields: ['email'] },
      { message: 'Bad', errors: [{ field: 'email' }] },
      { message: 'Bad', errors: { field: 'email', message: 'x' } },
      { errorFields: { email: 'Email is required' } },
    ];
    for (const data of malformed) {
      expect(getFieldErrors({ status: 400, data })).toEqual({});
      expect(getErrorMessage({ status: 400, data }, 'fallback')).toBe('fallback');
    }
  });

  it('is empty when the server named no field', () => {
    expect(getFieldErrors({ status: 500, data: { message: 'Internal server error' } })).toEqual({});
    expect(getFieldErrors({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({});
  });
});

describe('getErrorStatus', () => {
  it('gives HTTP statuses only', () => {
    expect(getErrorStatus({ status: 401, data: null })).toBe(401);
    expect(getErrorStatus({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' })).toBeNull();
  });
});
