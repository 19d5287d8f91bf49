import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './jwt.js';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456789';
const USER = { userId: '0b6f4c1e-3d1a-4b7e-8c2f-9a5d6e7f8a9b', userType: 'customer' as const, userName: 'Siti Aminah' };
const SESSION = '5f0c2a9e-1b3d-4e6f-8a7b-2c4d6e8f0a1b';

function movableClock(start = Date.UTC(2026, 0, 10, 9, 0, 0)) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** The same token with one character of its signature changed. */
const tampered = (token: string) => {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
};

describe('access tokens', () => {
  it('remembers a verified token by its exact text, with the same identity', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign(USER, SESSION, 3);
    expect(tokens.verifyKnown(token)).toBeUndefined();
    const first = await tokens.verify(token);
    expect(first).toEqual({ user: USER, sessionId: SESSION, tokenVersion: 3 });
    expect(tokens.verifyKnown(token)).toEqual(first);
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('never takes a changed token for a remembered one', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign(USER, SESSION);
    expect(await tokens.verify(token)).not.toBeNull();
    const forged = tampered(token);
    expect(forged).not.toBe(token);
    expect(tokens.verifyKnown(forged)).toBeUndefined();
    expect(await tokens.verify(forged)).toBeNull();
    // A token signed with another key is refused too, and failures are not remembered.
    const other = await createAccessTokens(`${SECRET}-other`).sign(USER, SESSION);
    expect(await tokens.verify(other)).toBeNull();
    expect(tokens.verifyKnown(other)).toBeUndefined();
  });

  it('refuses a remembered token once it has expired, as jwtVerify does', async () => {
    const { clock, advance } = movableClock();
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign(USER, SESSION);
    expect(await tokens.verify(token)).not.toBeNull();
    advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(tokens.verifyKnown(token)).not.toBeNull();
    advance(1000); // now = exp: expired
    expect(tokens.verifyKnown(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
    // A fresh verifier (no memory) agrees.
    expect(await createAccessTokens(SECRET, clock).verify(token)).toBeNull();
  });

  it('forgets an expired token, so a clock set back verifies it again', async () => {
    const { clock, advance } = movableClock();
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign(USER);
    await tokens.verify(token);
    advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(tokens.verifyKnown(token)).toBeUndefined();
    advance(-60_000);
    expect(await tokens.verify(token)).toEqual({ user: USER, sessionId: null, tokenVersion: 0 });
  });

  it('keeps at most the configured number of tokens, dropping the oldest', async () => {
    const tokens = createAccessTokens(SECRET, undefined, { remember: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map((v) => tokens.sign(USER, SESSION, v)));
    for (const token of [a!, b!, c!]) await tokens.verify(token);
    expect(tokens.verifyKnown(a!)).toBeUndefined();
    expect(tokens.verifyKnown(b!)?.tokenVersion).toBe(2);
    expect(tokens.verifyKnown(c!)?.tokenVersion).toBe(3);
  });
});
