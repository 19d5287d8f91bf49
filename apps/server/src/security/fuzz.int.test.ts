/**
 * Fuzzes every write endpoint and query string (fuzz-targets.ts) with fast-check: FUZZ_RUNS cases each (200 by
 * default; set FUZZ_RUNS for a longer run, FUZZ_SEED to replay one). No answer may be a 5xx, and after each
 * endpoint's run the database invariants (invariants.ts) must still hold. Responses go through the secret
 * scanner like every test's (a leak fails the case).
 */
import { messages } from '@sewamudah/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { fuzzSavedSearch, SEARCH_FUZZ_TARGETS } from './fuzz-targets-searches.js';
import { TENANCY_FUZZ_TARGETS } from './fuzz-targets-tenancy.js';
import { FUZZ_TARGETS } from './fuzz-targets.js';
import { findInvariantViolations } from './invariants.js';
import { buildWorld, type World } from './world.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const TARGETS = [...FUZZ_TARGETS, ...TENANCY_FUZZ_TARGETS, ...SEARCH_FUZZ_TARGETS];
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const stats = { cases: 0, serverErrors: 0, startedAt: 0 };

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  // The limiter would answer 429 long before 200 cases: fuzzing is about input handling, not throttling.
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  w = await buildWorld(ctx);
  await fuzzSavedSearch(w);
  stats.startedAt = Date.now();
}, 180_000);
afterAll(async () => {
  const seconds = ((Date.now() - stats.startedAt) / 1000).toFixed(1);
  console.log(
    `fuzz: ${TARGETS.length} endpoints × ${RUNS} runs (a quarter for the light ones) = ${stats.cases} requests, ` +
      `${stats.serverErrors} 5xx, ${seconds} s (${ctx?.database.kind ?? '?'})`,
  );
  await ctx?.close();
});

describe('the world the fuzzer starts from', () => {
  it('satisfies the invariants', async () => {
    expect(await findInvariantViolations(ctx.database.db)).toEqual([]);
  });
});

/** Inputs the fuzzer once found answering 500, kept as fixed cases. */
describe('known hostile inputs', () => {
  it('a NUL character in stored text or in a search is a 400', async () => {
    const complaint = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: w.headers.owner,
      payload: { title: 'Noise', description: 'Loud\u0000' },
    });
    expect(complaint.statusCode, complaint.body).toBe(400);
    expect(complaint.json()).toEqual({ message: messages.generic.nulCharacter });
    const search = await ctx.app.inject({ method: 'GET', url: '/api/properties?q=%00' });
    expect(search.statusCode, search.body).toBe(400);
  });
});

describe.each(TARGETS)('fuzz $name as $caller', (target) => {
  const runs = target.light ? Math.ceil(RUNS / 4) : RUNS;
  it(`never answers 5xx in ${runs} cases, and the invariants hold after`, async () => {
    await fc.assert(
      fc.asyncProperty(target.request(w), async (request) => {
        const res = await ctx.app.inject({ ...request, headers: { ...request.headers, ...w.headers[target.caller] } });
        stats.cases++;
        if (res.statusCode >= 500) stats.serverErrors++;
        expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
      }),
      { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(await findInvariantViolations(ctx.database.db)).toEqual([]);
  }, 600_000);
});
