/**
 * Errors: services throw `AppError`s; one handler turns every failure into `{ message, code, errors? }`
 * in the request's language. Bad input is a 4xx, never a 500; a 500 carries the request id that the log has.
 * A PostgreSQL data exception (SQLSTATE class 22) that gets past the schemas is a 400, logged as a warning.
 * Failed queries are logged without their parameters (`loggableError`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type Language,
  type MessageKey,
  type MessageParams,
  type Refusal,
  type UnauthenticatedCode,
  pickLanguage,
  translate,
  isMessageKey,
} from '@backlot/contract';
import { isDatabaseUnavailable, isDataException, loggableError } from './db-errors.js';
import { isStorageFull } from './storage/storage.js';
import { zodIssueMessage, type ValidationIssue } from './validation-messages.js';

/** A field message: a message key, or a key with its parameters (`{ key: 'msg.tooLong', params: { max: 64 } }`). */
export type FieldMessage = string | { key: MessageKey; params: MessageParams };
/** Field -> its messages. */
export type FieldErrors = Record<string, FieldMessage[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly fields?: FieldErrors,
    readonly params: MessageParams = {},
    /** Facts the answer carries beside its message (who changed a record a stale save was based on). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(404, 'not_found', 'err.notFound');
export const forbidden = () => new AppError(403, 'forbidden', 'err.forbidden');
/** 403 with the reason a delegation rule gives (`@backlot/contract`'s delegation). */
export const refused = (refusal: Refusal) => new AppError(403, 'forbidden', refusal.key, undefined, refusal.params);
export const unauthenticated = (key: MessageKey = 'err.unauthenticated') => new AppError(401, 'unauthenticated', key);
const UNAUTHENTICATED_MESSAGES: Record<UnauthenticatedCode, MessageKey> = {
  session_expired: 'err.sessionExpired',
  session_revoked: 'err.sessionRevoked',
  account_disabled: 'err.accountDisabled',
  unauthenticated: 'err.unauthenticated',
};
/** A 401 saying why the bearer token signs no one in (see the contract's UNAUTHENTICATED_CODES). */
export const signedOut = (code: UnauthenticatedCode) => new AppError(401, code, UNAUTHENTICATED_MESSAGES[code]);
export const conflict = (key: MessageKey = 'err.conflict') => new AppError(409, 'conflict', key);
/** A 422 on named fields, e.g. `invalid({ name: ['msg.taken'] })`. */
export const invalid = (fields: FieldErrors) => new AppError(422, 'validation_failed', 'err.validation', fields);

/** A 422 about one item of a list in the body, its fields named under `prefix` (`items.2.title`); others as they are. */
export function nestedFields(error: unknown, prefix: string): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, messages]) => [`${prefix}.${name}`, messages]),
  );
  return new AppError(error.status, error.code, error.messageKey, fields, error.params);
}

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json').send(JSON.stringify(body));
}

/** The answer's body for an error of ours, in a language (also for answers written outside Fastify's reply). */
export function appErrorBody(error: AppError, lang: Language) {
  return {
    message: translate(error.messageKey, lang, error.params),
    code: error.code,
    ...(error.fields ? { errors: translateFields(error.fields, lang) } : {}),
    ...error.details,
  };
}

export function translateFields(fields: FieldErrors, lang: Language) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((m) =>
        typeof m === 'string' ? (isMessageKey(m) ? translate(m, lang) : m) : translate(m.key, lang, m.params),
      ),
    ]),
  );
}

/** Zod issues of the request's schema -> 422 field messages. Path errors mean the resource cannot exist: 404. */
function validationFailure(error: FastifyError & { validation: ValidationIssue[] }, lang: Language) {
  if (error.validationContext === 'params')
    return { status: 404, code: 'not_found', message: translate('err.notFound', lang) };
  // A Map: a field may be named `constructor` or `__proto__` (an unknown key is reported by its name).
  const errors = new Map<string, string[]>();
  for (const issue of error.validation) {
    for (const [field, message] of zodIssueMessage(issue, lang)) {
      errors.set(field, [...(errors.get(field) ?? []), message]);
    }
  }
  return {
    status: 422,
    code: 'validation_failed',
    message: translate('err.validation', lang),
    errors: Object.fromEntries(errors),
  };
}

/** What a 503 of an unavailable database asks the client to wait before it tries again. */
export const DATABASE_RETRY_SECONDS = 5;

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'too_large', key: 'err.tooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad_request', key: 'err.badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad_request', key: 'err.badRequest' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', key: 'err.badRequest' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', key: 'err.badRequest' },
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof AppError) {
      if (error.status === 429 && error.params.seconds) reply.header('retry-after', String(error.params.seconds));
      return send(reply, error.status, appErrorBody(error, lang));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { status, ...body } = validationFailure(error as FastifyError & { validation: ValidationIssue[] }, lang);
      return send(reply, status, body);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, { message: translate(known.key, lang), code: known.code });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { message: translate('err.badRequest', lang), code: 'bad_request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return send(reply, 503, { message: translate('err.databaseUnavailable', lang), code: 'database_unavailable' });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: loggableError(error) }, 'the file storage is full');
      return send(reply, 507, { message: translate('err.storageFull', lang), code: 'storage_full' });
    }
    if (isDataException(error)) {
      // A value the schemas let through and the database refused: the client's input, so a 400 (and a warning
      // to fix the schema), not a 500.
      request.log.warn({ err: loggableError(error) }, 'the database refused a value of the request');
      const body = { message: translate('err.badRequest', lang), code: 'bad_request', request_id: request.id };
      return send(reply, 400, body);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return send(reply, 500, { message: translate('err.internal', lang), code: 'internal', request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { message: translate('err.notFound', requestLanguage(request)), code: 'not_found' }),
  );
}
