/**
 * Where cached answers leave (docs/decisions/0020). `cachedServerFactory` gives Fastify an HTTP server whose request
 * listener first looks the URL up in the response cache: an anonymous GET of a cached URL is answered there, with
 * the entry's precomputed bytes and headers, before Fastify builds a request, runs hooks or logs. Everything else
 * (and every request while a version read fails) goes to Fastify. Routes answer cached entries to logged-in
 * callers through `sendCachedAnswer`, with the same bytes and headers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { answer, type CachedEntry } from './entry.js';
import type { ResponseCache } from './response-cache.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function write(req: IncomingMessage, res: ServerResponse, entry: CachedEntry, requestId: string): void {
  const result = answer(entry, req.headers['accept-encoding'], req.headers['if-none-match']);
  // One flat list: no per-header setHeader calls (as writeHead with one object, what a bare server does).
  res.writeHead(result.status, result.wire.concat('x-request-id', requestId));
  res.end(result.body ?? undefined);
}

/** Answers from the cache when it can; returns false when Fastify must handle the request. */
export function serveFromCache(
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: (req: IncomingMessage) => string,
  fallback: Handler,
): boolean {
  if (req.method !== 'GET' || req.headers.authorization !== undefined || req.url === undefined) return false;
  const entry = cache.peekCurrent(req.url);
  if (entry) {
    cache.countFastHit();
    write(req, res, entry, requestId(req));
    return true;
  }
  if (!cache.has(req.url)) return false;
  // An entry exists but the version is due for a read: read it, then answer what is still current.
  const url = req.url;
  cache.ensureCurrent().then(
    () => {
      const current = cache.peekCurrent(url);
      if (!current) return fallback(req, res);
      cache.countFastHit();
      write(req, res, current, requestId(req));
    },
    () => fallback(req, res),
  );
  return true;
}

/**
 * A Fastify `serverFactory`: the same HTTP/1 server Fastify would create (same timeouts), with the cache in front.
 * `getCache` is read per request (the cache is built after Fastify, with the app's database).
 */
export function cachedServerFactory(
  getCache: () => ResponseCache | undefined,
  requestId: (req: IncomingMessage) => string,
): FastifyServerFactory {
  return (handler, options) => {
    const fastifyHandler = handler as unknown as Handler;
    const server: Server = createServer((req, res) => {
      const cache = getCache();
      if (cache?.enabled && serveFromCache(cache, req, res, requestId, fastifyHandler)) return;
      fastifyHandler(req, res);
    });
    const opts = options as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket && opts.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    }
    return server;
  };
}

/** Sends a cached entry through Fastify (logged-in callers, and `inject`): same bytes and headers as the fast path. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, entry: CachedEntry): FastifyReply {
  const result = answer(entry, request.headers['accept-encoding'], request.headers['if-none-match']);
  void reply.code(result.status).headers(result.headers as Record<string, string>);
  return result.body ? reply.send(result.body) : reply.send();
}
