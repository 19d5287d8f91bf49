import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders, { helmetOptions } from './security-headers.js';

type Register = (app: ReturnType<typeof Fastify>) => Promise<unknown>;

/** The headers of one answer of a tiny app with the given registration. */
async function headersOf(register: Register): Promise<Record<string, unknown>> {
  const app = Fastify();
  await register(app);
  app.get('/x', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const ok = await app.inject({ method: 'GET', url: '/x' });
  const failed = await app.inject({ method: 'GET', url: '/fails' });
  const missing = await app.inject({ method: 'GET', url: '/nowhere' });
  await app.close();
  const pick = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => !['date', 'content-length', 'content-type'].includes(name)),
    );
  expect(pick(failed.headers)).toEqual(pick(ok.headers));
  expect(pick(missing.headers)).toEqual(pick(ok.headers));
  return pick(ok.headers);
}

describe('security headers', () => {
  for (const isProduction of [false, true]) {
    it(`are exactly what @fastify/helmet sends (production: ${isProduction})`, async () => {
      const options = helmetOptions(isProduction);
      const ours = await headersOf((app) => app.register(securityHeaders, { helmet: options }));
      const theirs = await headersOf((app) => app.register(fastifyHelmet, options));
      expect(Object.keys(ours).length).toBeGreaterThan(8);
      expect(ours).toEqual(theirs);
      expect(ours['content-security-policy']).toContain('https://js.stripe.com');
      expect(String(ours['content-security-policy']).includes('upgrade-insecure-requests')).toBe(isProduction);
    });
  }
});
