/**
 * `POST /api/postbacks/segpay` and `POST /api/postbacks/epoch`: public to the access guard (the secret
 * authenticates), limited per address, parameters as a form, JSON or the query string. Answers 200 with the
 * stored notification's id and status once it is durable — processed, duplicate, or failed (stored for
 * staff to replay: resending it would fail again) —, 401/403 when it is not authenticated and 422 when it is
 * no notification (both stored as rejected). Parameters that cannot be read at all (a name sent twice, a value
 * the schema refuses) are a 422 too, not stored — but only to a caller whose secret holds: anyone else is
 * answered 401 (403 from an address the settings do not list) before any field is named.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type MessageKey, PROCESSORS, type Processor, postbackParams, postbackReceipt } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { AppError, invalid } from '../../platform/errors.js';
import { credentialFirst } from '../../platform/intake.js';
import type { LedgerService } from '../ledger/service.js';
import { authenticate } from './authenticate.js';
import {
  type PostbackInput,
  POSTBACK_BODY_LIMIT,
  postbackHeaders,
  readInput,
  registerParamReaders,
  secretOf,
} from './params.js';
import { receivePostback } from './receive.js';

/** Notifications one address may send a minute: a processor's burst after an outage, not a flood. */
export const POSTBACK_LIMIT = 60_000;

/** The message of a field a notification cannot be read without. */
const FIELD_MESSAGES: Record<string, MessageKey> = {
  missing_field: 'msg.required',
  bad_amount: 'msg.postback.amount',
  bad_currency: 'msg.money.currency',
};

/** The HTTP answer of a rejected notification, from its stored error (`code:field`). */
function refusal(error: string | null): AppError {
  const [code = '', field] = (error ?? '').split(':');
  if (code === 'bad_secret') return new AppError(401, 'postback_rejected', 'err.postbackSecret');
  if (code === 'address_not_allowed') return new AppError(403, 'postback_rejected', 'err.postbackAddress');
  return invalid({ [field || 'body']: [FIELD_MESSAGES[code] ?? 'msg.invalidValue'] });
}

/** The caller's address as the processors' settings list it. */
const addressOf = (request: FastifyRequest) =>
  // An IPv4 client of a dual-stack listener reads as `::ffff:a.b.c.d`: the settings list it as IPv4.
  request.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? null;

/**
 * A notification's arrival, read before the route's schemas: one that can be read goes on to the handler,
 * which authenticates it in the statement that stores it (stored as rejected when the secret is wrong, to be
 * replayed once the settings are fixed). One that cannot be read is answered for its secret first — 401/403
 * when it is not authentic — and only then 422 with its fields.
 */
function arrivalCheck(db: Db, processor: Processor) {
  return credentialFirst(async (request): Promise<PostbackInput> => {
    const read = readInput(request);
    if (!('errors' in read)) return read;
    const secret = secretOf(request);
    const auth = await authenticate(db, processor, secret ? hashToken(secret) : null, addressOf(request));
    throw 'error' in auth ? refusal(auth.error) : invalid(read.errors);
  }, 'preValidation');
}

export function registerPostbackIntake(api: FastifyInstance, db: Db, ledger: LedgerService) {
  return api.register(async (scope) => {
    registerParamReaders(scope);
    for (const processor of PROCESSORS) route(scope, db, ledger, processor);
  });
}

function route(scope: FastifyInstance, db: Db, ledger: LedgerService, processor: Processor) {
  const arrival = arrivalCheck(db, processor);
  scope.withTypeProvider<ZodTypeProvider>().post(`/postbacks/${processor}`, {
    ...arrival.hooks,
    bodyLimit: POSTBACK_BODY_LIMIT,
    config: { access: 'public', rateLimit: { max: POSTBACK_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags: ['postbacks'],
      summary: `Receive a ${processor === 'segpay' ? 'Segpay postback' : 'Epoch DataPlus notification'}`,
      description:
        'Parameters as a form, JSON or the query string, each once; the site secret as `secret` or ' +
        `\`X-Postback-Secret\`. At most ${POSTBACK_LIMIT} per address a minute. Stored raw, authenticated, applied ` +
        'once per transaction id.',
      headers: postbackHeaders,
      body: postbackParams.optional(),
      response: { 200: postbackReceipt },
    },
    handler: async (request) => {
      const { params, secret } = arrival.of(request);
      const settled = await receivePostback(db, ledger, request.log, {
        processor,
        params,
        secret,
        address: addressOf(request),
      });
      if (settled.status === 'rejected') throw refusal(settled.error);
      return { id: settled.id, status: settled.status };
    },
  });
}
