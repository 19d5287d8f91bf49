import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '@/test/jwt';
import { decodeUserInfo, readAccessToken } from './decode-token';

describe('decodeUserInfo', () => {
  it('reads the UserInfo claims', () => {
    const userInfo = { userId: 'u-1', userType: 'customer', userName: 'Aisyah Rahman' } as const;
    expect(decodeUserInfo(makeAccessToken(userInfo))).toEqual(userInfo);
  });

  it('decodes names outside ASCII', () => {
    const userInfo = { userId: 'u-2', userType: 'admin', userName: 'Chloé 陈' } as const;
    expect(decodeUserInfo(makeAccessToken(userInfo))?.userName).toBe('Chloé 陈');
  });

  it('refuses claims that do not match the schema', () => {
    expect(decodeUserInfo(makeAccessToken({ userId: 'u-3', userType: 'landlord', userName: 'X' }))).toBeNull();
    expect(decodeUserInfo(makeAccessToken({ userId: 4, userType: 'admin', userName: 'X' }))).toBeNull();
    expect(decodeUserInfo(makeAccessToken({ userId: 'u-5', userType: 'admin' }))).toBeNull();
  });

  it('keeps only the UserInfo fields', () => {
    const token = makeAccessToken({ userId: 'u-6', userType: 'admin', userName: 'Ravi', extra: 'x' });
    expect(decodeUserInfo(token)).toEqual({ userId: 'u-6', userType: 'admin', userName: 'Ravi' });
  });

  it('refuses malformed tokens', () => {
    expect(decodeUserInfo('')).toBeNull();
    expect(decodeUserInfo('not-a-jwt')).toBeNull();
    expect(decodeUserInfo('a.%%%.c')).toBeNull();
  });
});

describe('readAccessToken', () => {
  it('reads the token of a login or refresh answer', () => {
    expect(readAccessToken({ accessToken: 'a.b.c' })).toBe('a.b.c');
  });

  it('refuses other bodies', () => {
    for (const body of [null, 'a.b.c', [], {}, { accessToken: 1 }, { token: 'a.b.c' }]) {
      expect(readAccessToken(body)).toBeNull();
    }
  });
});
