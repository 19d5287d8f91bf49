/** The scanner itself: each kind of secret in a body or header fails the call; ordinary answers pass. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import type { MailMessage } from '../lib/mailer/index.js';
import { installSecretScanner, SecretLeakError, SecretRegistry } from './secret-scanner.js';

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/sewamudah-scanner-test',
  JWT_ACCESS_SECRET: 'scanner-secret-scanner-secret-0123456789abcdef',
});
const code = 'k3Xq9-Zr2_vT8mNpL4sWyB6cD1eF0gHjK5aQ7uIoPxE';
const mail: MailMessage[] = [
  {
    to: 'a@example.my',
    subject: 'Verify',
    text: `Open http://x/register-confirmation/${code}`,
    html: '',
  } as MailMessage,
];
let app: FastifyInstance;

const leaks: Record<string, unknown> = {
  hash: { user: { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' } },
  stripe: { key: 'sk_test_51HxYzAbCdEfGhIjKlMn' },
  webhook: 'whsec_AbCdEfGhIjKlMnOp',
  stack: { message: 'boom', stack: 'Error: boom\n    at handler (/work/main/apps/server/src/app.ts:10:5)' },
  code: { link: `/register-confirmation/${code}` },
  password: { echo: 'Secret!2026' },
  jwtSecret: { secret: config.jwtAccessSecret },
};

beforeAll(async () => {
  app = Fastify();
  for (const [name, body] of Object.entries(leaks)) app.get(`/${name}`, async () => body);
  app.get('/login', async (_request, reply) => {
    reply.header('set-cookie', 'jwt=refresh-token-value-0123456789; Path=/api/auth; HttpOnly');
    return { accessToken: 'eyJ.access.token' };
  });
  app.get('/echo-refresh', async () => ({ token: 'refresh-token-value-0123456789' }));
  app.get('/header', async (_request, reply) => reply.header('x-debug', '$argon2id$v=19$abc').send({ ok: true }));
  app.get('/fine', async () => ({ message: 'Property not found', at: '2026-01-01', path: '/api/properties/1' }));
  app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF $argon2id$')));
  installSecretScanner(app, new SecretRegistry(config, () => mail, ['Secret!2026']));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('secret scanner', () => {
  it.each(Object.keys(leaks))('fails a response that leaks: %s', async (name) => {
    await expect(app.inject({ method: 'GET', url: `/${name}` })).rejects.toThrow(SecretLeakError);
  });

  it('knows the refresh tokens it has seen in Set-Cookie and fails a body that repeats one', async () => {
    expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    await expect(app.inject({ method: 'GET', url: '/echo-refresh' })).rejects.toThrow(/refresh token/);
  });

  it('scans headers too, but not binary bodies', async () => {
    await expect(app.inject({ method: 'GET', url: '/header' })).rejects.toThrow(/password hash/);
    expect((await app.inject({ method: 'GET', url: '/pdf' })).statusCode).toBe(200);
  });

  it('lets ordinary answers through', async () => {
    const res = await app.inject({ method: 'GET', url: '/fine' });
    expect(res.json()).toMatchObject({ message: 'Property not found' });
    expect((await app.inject('/fine')).statusCode).toBe(200);
  });
});
