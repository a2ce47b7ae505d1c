/**
 * `POST /api/postbacks/segpay` and `POST /api/postbacks/epoch`: public to the access guard (the secret
 * authenticates), limited per address, parameters as a form, JSON or the query string. Answers 200 with the
 * stored notification's id and status once it is durable — processed, duplicate, or failed (stored for
 * staff to replay: resending it would fail again) —, 401/403 when it is not authenticated and 422 when it is
 * no notification (both stored as rejected).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROCESSORS, type Processor, postbackParams, postbackReceipt } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { AppError, invalid } from '../../platform/errors.js';
import { zodFieldErrors } from '../../platform/validation-messages.js';
import type { LedgerService } from '../ledger/routes.js';
import { receivePostback } from './receive.js';
import type { Settled } from './settle.js';

/** Notifications one address may send a minute: a processor's burst after an outage, not a flood. */
export const POSTBACK_LIMIT = 60_000;
const BODY_LIMIT = 64 * 1024;

const headers = z.object({ 'x-postback-secret': z.string().max(256).optional() });

/** The HTTP answer of a rejected notification. */
function refusal(settled: Settled): AppError {
  const [code, field] = (settled.error ?? '').split(':');
  if (code === 'bad_secret') return new AppError(401, 'postback_rejected', 'err.postbackSecret');
  if (code === 'address_not_allowed') return new AppError(403, 'postback_rejected', 'err.postbackAddress');
  return invalid({ [field || 'body']: [code === 'missing_field' ? 'msg.required' : 'msg.invalidValue'] });
}

export function registerPostbackIntake(api: FastifyInstance, db: Db, ledger: LedgerService) {
  return api.register(async (scope) => {
    // The processors post forms; every value stays a string, checked by the same schema as JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const processor of PROCESSORS) route(scope, db, ledger, processor);
  });
}

function route(scope: FastifyInstance, db: Db, ledger: LedgerService, processor: Processor) {
  scope.withTypeProvider<ZodTypeProvider>().post(`/postbacks/${processor}`, {
    bodyLimit: BODY_LIMIT,
    config: { access: 'public', rateLimit: { max: POSTBACK_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags: ['postbacks'],
      summary: `Receive a ${processor === 'segpay' ? 'Segpay postback' : 'Epoch DataPlus notification'}`,
      description:
        'Parameters as a form, JSON or the query string; the site secret as `secret` or `X-Postback-Secret`. ' +
        `At most ${POSTBACK_LIMIT} per address a minute. Stored raw, authenticated, applied once per transaction id.`,
      headers,
      body: postbackParams.optional(),
      response: { 200: postbackReceipt },
    },
    handler: async (request) => {
      const query = postbackParams.safeParse(request.query ?? {});
      if (!query.success) throw invalid(zodFieldErrors(query.error));
      const { secret, ...params } = { ...query.data, ...request.body };
      const settled = await receivePostback(db, ledger, request.log, {
        processor,
        params,
        secret: secret ?? request.headers['x-postback-secret'],
        // An IPv4 client of a dual-stack listener reads as `::ffff:a.b.c.d`: the settings list it as IPv4.
        address: request.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? null,
      });
      if (settled.status === 'rejected') throw refusal(settled);
      return { id: settled.id, status: settled.status };
    },
  });
}
