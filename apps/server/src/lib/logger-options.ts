/**
 * Fastify's logger options: JSON lines in production (LOG_FORMAT=json), human-readable lines in development through
 * pino-pretty (a dependency: works offline). The pretty stream writes synchronously, so the start banner printed after
 * `listen` really comes last.
 */
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/env.js';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): LoggerOptions {
  const base = { level: config.logLevel, redact: REDACT };
  if (config.logFormat === 'json') return base;
  return {
    ...base,
    stream: pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      sync: true,
    }),
  };
}
