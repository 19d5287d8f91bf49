/** Builds the Fastify application; `server.ts` only listens. */
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '@sewamudah/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppDeps, createDeps } from './app-deps.js';
import type { AppConfig } from './config/env.js';
import { createAccessTokens, type AccessTokens } from './lib/jwt.js';
import { createOutboxListener } from './lib/mailer/outbox-listener.js';
import { createOutboxWorker, type OutboxWorker } from './lib/mailer/outbox-worker.js';
import { createWhatsAppWorker, WHATSAPP_CHANNEL, type WhatsAppWorker } from './lib/whatsapp/whatsapp-worker.js';
import { cachedServerFactory, createResponseCache, type ResponseCache } from './lib/response-cache/index.js';
import { apiModules } from './modules/index.js';
import { renderOutboxAttachment } from './modules/receipts/receipt-attachment.js';
import authPlugin from './plugins/auth.js';
import errorHandler from './plugins/error-handler.js';
import { createSessionStates } from './plugins/session-state.js';
import securityHeaders, { helmetOptions } from './plugins/security-headers.js';
import staticWeb from './plugins/static-web.js';
import { loggerOptions } from './lib/logger-options.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    deps: AppDeps;
    tokens: AccessTokens;
    /** E-mail outbox worker (docs/decisions/0011); server.ts starts it, tests call `drain()`. */
    outbox: OutboxWorker;
    /** WhatsApp outbox worker (lib/whatsapp); null without a WhatsApp channel. server.ts starts it, tests drain it. */
    whatsappOutbox: WhatsAppWorker | null;
    /** Response cache of public reads (docs/decisions/0020); routes answer through `sendCachedAnswer`. */
    responseCache: ResponseCache;
  }
}

/** The request id: a sane incoming X-Request-Id, else a new UUID (also for answers of the cache's fast path). */
function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

export interface BuildAppOptions {
  deps?: Partial<AppDeps>;
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | { level: string };
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Set below, once the database exists; the server's request listener reads it per request.
  const cacheRef: { current?: ResponseCache } = {};
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: requestId,
    // Cached public reads are answered before Fastify sees the request (lib/response-cache/fast-path.ts).
    serverFactory: cachedServerFactory(() => cacheRef.current, requestId),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = createDeps(config, options.deps, app.log);
  const tokens = createAccessTokens(config.jwtAccessSecret, deps.clock);
  app.decorate('config', config);
  app.decorate('deps', deps);
  app.decorate('tokens', tokens);
  const outbox = createOutboxWorker({
    db: deps.database.db,
    mailer: deps.mailer,
    log: app.log,
    renderAttachment: (ref) => renderOutboxAttachment(deps.database.db, ref),
    clock: deps.clock,
    leaseMs: config.mail.outboxLeaseMs,
    backoffBaseMs: config.mail.retryBaseMs,
    listen: createOutboxListener(deps.database, app.log),
  });
  app.decorate('outbox', outbox);
  const whatsappOutbox = deps.whatsapp
    ? createWhatsAppWorker({
        db: deps.database.db,
        messenger: deps.whatsapp,
        log: app.log,
        clock: deps.clock,
        leaseMs: config.whatsapp.leaseMs,
        backoffBaseMs: config.whatsapp.retryBaseMs,
        listen: createOutboxListener(deps.database, app.log, WHATSAPP_CHANNEL),
      })
    : null;
  app.decorate('whatsappOutbox', whatsappOutbox);
  const responseCache = createResponseCache(config, deps.database, app.log);
  cacheRef.current = responseCache;
  app.decorate('responseCache', responseCache);
  app.addHook('onReady', async () => {
    await responseCache.start();
  });
  // One synchronous hook for every answer (no promise for a read): the request id, and read-your-writes: a write
  // on this replica is seen by this replica's next read, so the version is re-read before the write's answer
  // leaves. Other replicas learn of it by NOTIFY, or within RESPONSE_CACHE_CHECK_MS.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (!writes || reply.statusCode >= 500) return done(null, payload);
    responseCache.recheck().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onClose', async () => {
    await responseCache.stop();
    await outbox.stop();
    await whatsappOutbox?.stop();
    await deps.database.close();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, { helmet: helmetOptions(config.isProduction) });
  // Compressed on the fly are only answers made per request (API JSON, server-rendered pages): static files and
  // cached public reads are compressed once, ahead (ADR 20, 24). For those, the fastest levels: a 20-row list
  // (5.5 KB) costs ~90 µs at brotli 1 against ~290 µs at @fastify/compress's default 4, for 1.2 KB instead of 1.0 KB.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
    zlibOptions: { level: 1 },
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES * 2, files: MAX_IMAGES_PER_PROPERTY, fields: 50, fieldSize: 64 * 1024 },
  });
  const sessions = createSessionStates({
    db: () => deps.database.db,
    clock: deps.clock,
    ttlMs: config.authStateCacheMs,
  });
  await app.register(authPlugin, { tokens, sessions });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SewaMudah API', version: '1.0.0', description: 'Online property rental platform (RM).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API reference (Swagger UI and /api/docs/json) is a development aid: not served in production.
  if (!config.isProduction) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  await app.register(staticWeb, { distDir: config.webDistDir });
  return app;
}
