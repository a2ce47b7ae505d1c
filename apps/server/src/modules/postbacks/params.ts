/**
 * A notification's parameters as they arrive — in the query string, a form body or a JSON body — read so that
 * no value is lost: a name sent twice keeps every value (a list), as the query string's reader does, and the
 * contract's schema refuses it (`msg.postback.repeated`), as `readInput` refuses a name sent in both the
 * query string and the body. Which of two prices counts is never a guess.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type MessageKey, type PostbackParams, postbackParams } from '@backlot/contract';
import type { FieldErrors } from '../../platform/errors.js';
import { zodFieldErrors } from '../../platform/validation-messages.js';

/** Name-value pairs as an object: a name given more than once has the list of its values. */
function paramsOf(pairs: Iterable<[string, unknown]>): Record<string, unknown> {
  const values = new Map<string, unknown[]>();
  for (const [name, value] of pairs) values.set(name, [...(values.get(name) ?? []), value]);
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
}

/**
 * The members of a JSON object as written, `[name, value text]`, repeats included (JSON.parse keeps the last
 * of a repeated name only). `text` is an object JSON.parse has read, so it is well-formed.
 */
function jsonMembers(text: string): Array<[string, string]> {
  const members: Array<[string, string]> = [];
  let depth = 0;
  let name: string | undefined;
  let valueStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (depth === 1 && name === undefined) name = JSON.parse(text.slice(start, i + 1)) as string;
    } else if (c === ':' && depth === 1) valueStart = i + 1;
    else if ((c === ',' || c === '}') && depth === 1) {
      if (name !== undefined) members.push([name, text.slice(valueStart, i)]);
      name = undefined;
      if (c === '}') depth--;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return members;
}

/** The largest notification body, in bytes. */
export const POSTBACK_BODY_LIMIT = 64 * 1024;

/** The scope's readers of a form or JSON body, keeping a repeated name's values. */
export function registerParamReaders(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: POSTBACK_BODY_LIMIT },
    (_request, body, done) => done(null, paramsOf(new URLSearchParams(body as string))),
  );
  // Fastify's own JSON reader (it refuses `__proto__` and `constructor.prototype`), then the repeats it drops.
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: POSTBACK_BODY_LIMIT },
    (request, body, done) =>
      json(request, body as string, (error, parsed) => {
        if (error) return done(error);
        const plain = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
        if (!plain) return done(null, parsed);
        const members = jsonMembers(body as string);
        const repeated = members.length > Object.keys(parsed as object).length;
        done(null, repeated ? paramsOf(members.map(([n, v]): [string, unknown] => [n, JSON.parse(v)])) : parsed);
      }),
  );
}

/** The header a secret may come in. */
export const postbackHeaders = z.object({ 'x-postback-secret': z.string().max(256).optional() });

/** A notification as it arrived: its parameters (the secret apart) and the secret it came with. */
export type PostbackInput = { params: PostbackParams; secret: string | undefined };

/**
 * The parameters and secret of a request, or the field errors of what cannot be read: a parameter the schema
 * refuses (a repeated one among them), a name in both the query string and the body, a secret header too long.
 */
export function readInput(request: FastifyRequest): PostbackInput | { errors: FieldErrors } {
  const query = postbackParams.safeParse(request.query ?? {});
  const body = postbackParams.optional().safeParse(request.body);
  const header = postbackHeaders.safeParse(request.headers);
  const errors: FieldErrors = {
    ...(query.success ? {} : zodFieldErrors(query.error)),
    ...(body.success ? {} : zodFieldErrors(body.error)),
    ...(header.success ? {} : zodFieldErrors(header.error)),
  };
  const repeated: MessageKey = 'msg.postback.repeated';
  for (const name of Object.keys(query.data ?? {}))
    if (body.data && Object.hasOwn(body.data, name)) errors[name] = [repeated];
  if (!query.success || !body.success || !header.success || Object.keys(errors).length > 0) return { errors };
  const { secret, ...params } = { ...query.data, ...body.data };
  return { params, secret: secret ?? header.data['x-postback-secret'] };
}

/** The secret a request carries, whatever else is wrong with it (a repeated secret is none). */
export function secretOf(request: FastifyRequest): string | undefined {
  const sources = [request.query, request.body].map((source) =>
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>).secret : undefined,
  );
  const secret = sources.find((value) => value !== undefined) ?? request.headers['x-postback-secret'];
  return typeof secret === 'string' ? secret : undefined;
}
