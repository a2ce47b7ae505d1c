/**
 * Intake routes: what a member site sends on behalf of its visitors (cooperation requests; later support
 * tickets, comments). Each is `POST /api/intake/<what>`, public to the access guard but authenticated by the
 * site's key in `X-Site-Key` (401 without a valid one), rate-limited per address (429 with Retry-After), and
 * idempotent: a retry carrying the same `Idempotency-Key` finds what the first one made (200, not 201).
 * The member site reads with the same key (`GET /api/site/<what>`, `registerSiteRead`: the IP whitelist).
 * The OpenAPI document lists the key scheme, the limit and the answers.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intakeReceipt, singleLineText } from '@backlot/contract';
import { AppError, unauthenticated } from './errors.js';

/** Submissions one address may make to one intake route in INTAKE_WINDOW. */
export const INTAKE_LIMIT = 20;
export const INTAKE_WINDOW = '10 minutes';

/** The site a presented key belongs to, or null. Given by the sites module. */
export type IntakeGate = { siteOfKey(key: string | undefined): Promise<{ id: number } | null> };

const siteKeyHeaders = z.object({ 'x-site-key': z.string().max(256).optional() });
const intakeHeaders = siteKeyHeaders.extend({ 'idempotency-key': singleLineText(128).optional() });

/** The site whose key the request carries; 401 without a valid one. */
async function keyedSite(gate: IntakeGate, key: string | undefined) {
  const site = await gate.siteOfKey(key);
  if (!site) throw unauthenticated('err.siteKey');
  return site;
}

export type Intake<B> = {
  path: string;
  summary: string;
  body: z.ZodType<B>;
  /** Stores the submission; `existing` finds what an earlier submission with the same key made. */
  receive(site: { id: number }, body: B, idempotencyKey: string | undefined): Promise<{ id: number; created: boolean }>;
};

export async function registerIntakeLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // Counted once the body is read and valid: an oversized or malformed request is refused (413, 422) for
    // what it is, and only submissions that would be stored use up the allowance.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'throttled', 'err.throttled', undefined, { seconds: Math.ceil(context.ttl / 1000) }),
  });
}

export function registerIntake<B>(app: FastifyInstance, gate: IntakeGate, intake: Intake<B>) {
  app.withTypeProvider<ZodTypeProvider>().post(`/intake/${intake.path}`, {
    config: { access: 'public', rateLimit: { max: INTAKE_LIMIT, timeWindow: INTAKE_WINDOW } },
    schema: {
      tags: ['intake'],
      summary: intake.summary,
      description:
        `Called by a member site with its intake key in \`X-Site-Key\`. At most ${INTAKE_LIMIT} submissions ` +
        `per address per ${INTAKE_WINDOW} (429 with Retry-After beyond). A retry with the same ` +
        '`Idempotency-Key` answers 200 with the id the first submission made.',
      security: [{ siteKey: [] }],
      headers: intakeHeaders,
      body: intake.body,
      response: { 200: intakeReceipt, 201: intakeReceipt },
    },
    handler: async (request, reply) => {
      const site = await keyedSite(gate, request.headers['x-site-key']);
      const { id, created } = await intake.receive(site, request.body as B, request.headers['idempotency-key']);
      return reply.status(created ? 201 : 200).send({ id });
    },
  });
}

/**
 * A read for the member site (`GET /api/site/<path>`), authenticated by its key in `X-Site-Key` like the
 * intake routes (401 without a valid one), and public to the access guard.
 */
export function registerSiteRead<R>(
  app: FastifyInstance,
  gate: IntakeGate,
  read: { path: string; summary: string; response: z.ZodType<R>; read(site: { id: number }): Promise<R> },
) {
  app.get(`/site/${read.path}`, {
    config: { access: 'public' },
    schema: {
      tags: ['intake'],
      summary: read.summary,
      description: 'Called by a member site with its intake key in `X-Site-Key`.',
      security: [{ siteKey: [] }],
      headers: siteKeyHeaders,
      response: { 200: read.response },
    },
    handler: async (request) => {
      const { 'x-site-key': key } = request.headers as z.infer<typeof siteKeyHeaders>;
      return read.read(await keyedSite(gate, key));
    },
  });
}
