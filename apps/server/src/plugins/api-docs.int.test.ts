/** The API reference (Swagger UI and its JSON) is served outside production only. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createLocalStorage } from '../lib/storage/local-storage.js';
import { productionEnv } from '../test/production-env.js';
import { CapturingMailer, createTestApp, type TestContext } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';

describe('/api/docs in production', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sewamudah-docs-'));
    database = await createTestDatabase();
    app = await buildApp(loadConfig(productionEnv(dataDir)), {
      logger: false,
      deps: { database, mailer: new CapturingMailer(), storage: createLocalStorage(path.join(dataDir, 'uploads')) },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])(
    'answers 404 for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('/api/docs outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the UI and the JSON document', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
