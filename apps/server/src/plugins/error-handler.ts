/** The one error path: AppError, validation, database constraint and unknown errors → `{ message, errorFields?, errors? }`. */
import { messages } from '@sewamudah/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  PG_CHARACTER_NOT_IN_REPERTOIRE,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNTRANSLATABLE_CHARACTER,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../lib/errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-unavailable.js';

interface ErrorBody {
  message: string;
  errorFields?: Record<string, string>;
  errors?: { field: string; message: string }[];
}

function fieldName(instancePath: string, missingProperty?: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (typeof missingProperty === 'string') return path ? `${path}.${missingProperty}` : missingProperty;
  return path || 'body';
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorBody = { message: error.message };
        const { retryAfterSeconds } = error as { retryAfterSeconds?: unknown };
        if (typeof retryAfterSeconds === 'number') reply.header('Retry-After', String(retryAfterSeconds));
        if (error.errorFields) {
          body.errorFields = error.errorFields;
          body.errors = Object.entries(error.errorFields).map(([field, message]) => ({ field, message }));
        }
        return reply.status(error.statusCode).send(body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldName(issue.instancePath, issue.params?.missingProperty),
          message: issue.message ?? 'Invalid value',
        }));
        const errorFields: Record<string, string> = {};
        for (const e of errors) errorFields[e.field] ??= e.message;
        const first = errors[0];
        return reply.status(400).send({
          message: errors.length === 1 && first ? first.message : messages.generic.validation,
          errorFields,
          errors,
        });
      }

      if (isDatabaseUnavailable(error)) {
        // Database stopped, frozen or restarting: the client may retry; the pool reconnects by itself.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: messages.generic.serviceUnavailable });
      }

      const code = pgErrorCode(error);
      if (code === PG_UNIQUE_VIOLATION) {
        return reply.status(409).send({ message: 'This record conflicts with an existing one.' });
      }
      if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) {
        return reply.status(409).send({ message: 'This record is still referenced by other records.' });
      }
      if (code === PG_CHECK_VIOLATION) {
        return reply.status(400).send({ message: 'A value is outside the allowed range.' });
      }
      if (code === PG_CHARACTER_NOT_IN_REPERTOIRE || code === PG_UNTRANSLATABLE_CHARACTER) {
        // Any text field or search term with a NUL character (found by the fuzzer, security/fuzz.int.test.ts).
        return reply.status(400).send({ message: messages.generic.nulCharacter });
      }

      const status = error.statusCode ?? 500;
      if (status === 429) return reply.status(429).send({ message: messages.generic.tooManyRequests });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type, multipart limits).
        return reply.status(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: `${messages.generic.internal} (request ${request.id})` });
    });
  },
  { name: 'error-handler' },
);
