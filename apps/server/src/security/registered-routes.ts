/** The routes a built app has registered, read from `app.printRoutes()` (HEAD routes Fastify adds are left out). */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * printRoutes draws a tree, four characters per level: `├── /api/contracts (GET, HEAD, POST)`; a child's
 * segment continues its parent's path.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${match[2]!}`;
    stack.push(path);
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, path });
    }
  }
  return routes;
}
