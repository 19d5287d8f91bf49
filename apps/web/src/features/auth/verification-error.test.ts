import { describe, expect, it } from 'vitest';
import { readEmailVerificationState } from './email-verification-state';
import { verificationErrorMessage } from './verification-error';

describe('verificationErrorMessage', () => {
  it("uses the server's message", () => {
    expect(verificationErrorMessage({ status: 410, data: { message: 'Confirmation Code Expired!' } })).toBe(
      'Confirmation Code Expired!',
    );
  });

  it('falls back to the HTTP status with its text when the body is not the API error shape', () => {
    expect(verificationErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toBe(
      '502 Bad Gateway',
    );
    expect(verificationErrorMessage({ status: 503, data: null })).toBe('503 Service Unavailable');
    expect(verificationErrorMessage({ status: 418, data: null })).toBe('418 Error');
  });

  it('says something went wrong for network failures', () => {
    expect(verificationErrorMessage({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(verificationErrorMessage(undefined)).toBe('Something went wrong. Please try again later.');
  });
});

describe('readEmailVerificationState', () => {
  it('reads the address and whether an e-mail was just sent', () => {
    expect(readEmailVerificationState({ email: 'a@b.my', justSent: true })).toEqual({
      email: 'a@b.my',
      justSent: true,
    });
    expect(readEmailVerificationState({ email: 'a@b.my' })).toEqual({ email: 'a@b.my', justSent: false });
  });

  it('gives null without a usable address', () => {
    expect(readEmailVerificationState(null)).toBeNull();
    expect(readEmailVerificationState({ email: '  ' })).toBeNull();
    expect(readEmailVerificationState({ from: '/x' })).toBeNull();
  });
});
