/**
 * Security headers (helmet's: CSP, HSTS, X-Content-Type-Options...) on every answer. Our policy is the same for every
 * request (no nonces, no per-route options), so helmet runs once, at start, and each request only copies its
 * headers. `@fastify/helmet` ran helmet per request instead: two hooks (one async) that rebuilt every middleware and
 * re-parsed the CSP directives, about 2 % of the server's CPU under load (issue 12). The headers go on the raw
 * response, where helmet puts them: the response cache keeps them with each entry (`baseHeaders`, ADR 20).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetLibrary from 'helmet';

type Middleware = (
  req: unknown,
  res: { setHeader(name: string, value: string): void; removeHeader(name: string): void },
  next: (error?: unknown) => void,
) => void;
type Helmet = (options: object) => Middleware;

/** helmet itself (the library `@fastify/helmet` wraps; security-headers.test.ts checks both send the same headers). */
const helmet = helmetLibrary as unknown as Helmet;

/** The app's policy (Stripe's scripts and frames; HTTPS upgrade in production). */
export function helmetOptions(isProduction: boolean): object {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for these options, in its order. */
export function securityHeaders(options: object): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  helmet(options)(
    {},
    {
      setHeader: (name, value) => void headers.set(name, String(value)),
      removeHeader: (name) => void headers.delete(name),
    },
    (error) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { helmet: object }) {
    const headers = securityHeaders(options.helmet);
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
