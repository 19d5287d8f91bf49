/** What application and contract services need from the app: adapters, public URL for links, a logger. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

export interface ServiceContext {
  deps: AppDeps;
  publicUrl: string;
  log: FastifyBaseLogger;
}
