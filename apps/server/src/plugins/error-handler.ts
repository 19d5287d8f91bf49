/** The one error path: AppError, validation, database constraint and unknown errors → `{ message, errorFields?, errors? }`. */
import { messages, type Language } from '@sewamudah/shared';
import { localizeText, schemaIssueMessage, translate, type MessageKey } from '@sewamudah/shared/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { requestLanguage } from '../lib/request-language.js';

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

/** A browser navigation (a link opened in a tab) asks for HTML; API clients ask for JSON or anything. */
const prefersHtml = (accept: string | undefined) => accept !== undefined && /(^|,)\s*text\/html\b/i.test(accept);

/** Fastify's own refusals of a request body (before any schema), as catalogue texts. */
const BODY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'schemaIssues.bodyNotJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'schemaIssues.bodyEmpty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'schemaIssues.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'schemaIssues.mediaType',
};

/** The body in the caller's language (issue 16): catalogue texts are translated, any other text is kept. */
function localizeBody(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'en') return body;
  const localized: ErrorBody = { message: localizeText(language, body.message) };
  if (body.errorFields) {
    localized.errorFields = Object.fromEntries(
      Object.entries(body.errorFields).map(([field, text]) => [field, localizeText(language, text)]),
    );
  }
  if (body.errors) {
    localized.errors = body.errors.map((e) => ({ field: e.field, message: localizeText(language, e.message) }));
  }
  return localized;
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    // Every schema failure without a message of its own gets a catalogue text (issue 22), localized below.
    z.config({ customError: schemaIssueMessage });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = requestLanguage(request);
      const send = (status: number, body: ErrorBody) => reply.status(status).send(localizeBody(body, language));
      if (error instanceof AppError) {
        if (error.htmlPage) reply.header('vary', 'Accept');
        if (error.htmlPage && prefersHtml(request.headers.accept)) {
          return reply
            .status(error.statusCode)
            .header('cache-control', 'no-store')
            .header('content-language', language)
            .type('text/html; charset=utf-8')
            .send(error.htmlPage(language));
        }
        const body: ErrorBody = { message: error.message };
        const { retryAfterSeconds } = error as { retryAfterSeconds?: unknown };
        if (typeof retryAfterSeconds === 'number') reply.header('Retry-After', String(retryAfterSeconds));
        if (error.errorFields) {
          body.errorFields = error.errorFields;
          body.errors = Object.entries(error.errorFields).map(([field, message]) => ({ field, message }));
        }
        return send(error.statusCode, body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldName(issue.instancePath, issue.params?.missingProperty),
          message: issue.message ?? 'Invalid value',
        }));
        const errorFields: Record<string, string> = {};
        for (const e of errors) errorFields[e.field] ??= e.message;
        const first = errors[0];
        return send(400, {
          message: errors.length === 1 && first ? first.message : messages.generic.validation,
          errorFields,
          errors,
        });
      }

      if (isDatabaseUnavailable(error)) {
        // Database stopped, frozen or restarting: the client may retry; the pool reconnects by itself.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(503, { message: messages.generic.serviceUnavailable });
      }

      const code = pgErrorCode(error);
      if (code === PG_UNIQUE_VIOLATION) {
        return send(409, { message: translate(language, 'errors.conflict') });
      }
      if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) {
        return send(409, { message: translate(language, 'errors.referenced') });
      }
      if (code === PG_CHECK_VIOLATION) {
        return send(400, { message: translate(language, 'errors.outOfRange') });
      }
      if (code === PG_CHARACTER_NOT_IN_REPERTOIRE || code === PG_UNTRANSLATABLE_CHARACTER) {
        // Any text field or search term with a NUL character (found by the fuzzer, security/fuzz.int.test.ts).
        return send(400, { message: messages.generic.nulCharacter });
      }

      const status = error.statusCode ?? 500;
      if (status === 429) return send(429, { message: messages.generic.tooManyRequests });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type, multipart limits).
        const known = error.code ? BODY_ERRORS[error.code] : undefined;
        return send(status, { message: known ? translate(language, known) : error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, {
        message: translate(language, 'errors.internalWithRequest', {
          message: translate(language, 'generic.internal'),
          requestId: request.id,
        }),
      });
    });
  },
  { name: 'error-handler' },
);
