/** What application and contract services need from the app: adapters, public URL for links, a logger. */
import type { StampDutyPayer } from '@sewamudah/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

export interface ServiceContext {
  deps: AppDeps;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** config STAMP_DUTY_PAYER: on acceptance the tenant is charged the stamp duty unless the landlord pays it. */
  stampDutyPayer?: StampDutyPayer;
}
