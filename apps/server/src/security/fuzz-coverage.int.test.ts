/**
 * Every write operation of the public API (POST, PUT, PATCH, DELETE in the OpenAPI document) is fuzzed
 * (fuzz-targets.ts, fuzz-targets-tenancy.ts, fuzz-targets-searches.ts) or named below with the reason it is not. A
 * new write endpoint without a fuzz target fails here, so the hand-kept lists cannot fall behind the routes again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { SEARCH_FUZZ_TARGETS } from './fuzz-targets-searches.js';
import { TENANCY_FUZZ_TARGETS } from './fuzz-targets-tenancy.js';
import { FUZZ_TARGETS } from './fuzz-targets.js';

/** Write operations deliberately left out of the fuzzer, each with its reason. */
const NOT_FUZZED: Record<string, string> = {
  'PUT /api/dev/clock':
    'moves the shared clock of every later target (years ahead); its bounds are tested in dev-clock.int.test.ts',
  'POST /api/whatsapp/webhook': 'answers 401 before reading anything unless Meta’s HMAC signature matches',
  'POST /api/payment-mandates/sandbox/setup-intents/:p/confirm':
    'the sandbox provider’s card form (not in production); the same card rules are fuzzed through confirm',
};

const WRITE = new Set(['post', 'put', 'patch', 'delete']);
/** `/api/contracts/{id}/x` and `/api/contracts/:contractId/x` both become `/api/contracts/:p/x`. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z]+/g, ':p');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('fuzz coverage', () => {
  it('every write operation in the OpenAPI document has a fuzz target or a stated reason', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => WRITE.has(method))
        .map((method) => `${method.toUpperCase()} ${shape(path)}`),
    );
    expect(operations.length).toBeGreaterThan(80);
    const fuzzed = new Set(
      [...FUZZ_TARGETS, ...TENANCY_FUZZ_TARGETS, ...SEARCH_FUZZ_TARGETS].map((target) => {
        const [method, path] = target.name.split(' ');
        return `${method} ${shape(path!)}`;
      }),
    );
    const excused = new Set(Object.keys(NOT_FUZZED).map((key) => shape(key)));
    const missing = operations.filter((operation) => !fuzzed.has(operation) && !excused.has(operation));
    expect(missing).toEqual([]);
    // A target or a reason for an operation that no longer exists is stale.
    expect([...fuzzed].filter((operation) => !operation.startsWith('GET') && !operations.includes(operation))).toEqual(
      [],
    );
    expect([...excused].filter((operation) => !operations.includes(operation))).toEqual([]);
  });
});
