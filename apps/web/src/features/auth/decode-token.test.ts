import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '@/test/jwt';
import { decodeUserInfo } from './decode-token';

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
  });

  it('refuses malformed tokens', () => {
    expect(decodeUserInfo('')).toBeNull();
    expect(decodeUserInfo('not-a-jwt')).toBeNull();
    expect(decodeUserInfo('a.%%%.c')).toBeNull();
  });
});
