/**
 * Intake routes: what a member site sends on behalf of its visitors (cooperation requests, support tickets and
 * their attachments, comments and their reports). Each is `POST /api/intake/<what>`, public to the access guard
 * but authenticated by the site's key in `X-Site-Key` (401 without a valid one), rate-limited per address (429 with Retry-After), and
 * idempotent: a retry carrying the same `Idempotency-Key` finds what the first one made (200, not 201).
 * The member site reads with the same key (`GET /api/site/<what>`, `registerSiteRead`: the IP whitelist, the
 * storefront live now).
 * The OpenAPI document lists the key scheme, the limit and the answers.
 *
 * A form intake the site's servers send for every visitor (comments, reports) counts per site key instead
 * (`perSiteKey`). A visitor's file (a ticket's attachment) arrives as multipart through `registerIntakeUpload`,
 * keyed and limited like a form.
 *
 * A batch intake (`registerBatchIntake`: site events) is machine traffic, not a visitor's form: it has no
 * idempotency key (each item carries its own id), its allowance is per site key and sized for a busy site
 * (BATCH_INTAKE_LIMIT calls a minute), and its body may be larger than the API's usual limit.
 *
 * Every machine endpoint — these, the processors' notifications, the signed file URLs — checks who calls
 * before what was sent (`credentialFirst`): without a valid key the answer is 401, never a 422 that names the
 * fields to send.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { databaseRateLimitStore } from './rate-limit-store.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, intakeReceipt, singleLineText } from '@backlot/contract';
import { hashToken } from './auth/tokens.js';
import { AppError, requestLanguage, unauthenticated } from './errors.js';

/** Submissions one address may make to one intake route in INTAKE_WINDOW. */
export const INTAKE_LIMIT = 20;
export const INTAKE_WINDOW = '10 minutes';

/** The site a presented key belongs to, or null. Given by the sites module. */
export type IntakeGate = { siteOfKey(key: string | undefined): Promise<{ id: number } | null> };

/**
 * Calls one site key may make to one batch intake route in BATCH_INTAKE_WINDOW: 600 a minute, so 300,000
 * events a minute at 500 a call — far above what a site sends (a million visits a day is about 12 events a
 * second) while a leaked key still cannot flood the database without bound.
 */
export const BATCH_INTAKE_LIMIT = 600;
export const BATCH_INTAKE_WINDOW = '1 minute';

const siteKeyHeaders = z.object({ 'x-site-key': z.string().max(256).optional() });
const intakeHeaders = siteKeyHeaders.extend({ 'idempotency-key': singleLineText(128).optional() });

/**
 * A machine endpoint's credential, checked before its input: `check` runs in a hook ahead of the route's
 * schemas — `onRequest` (before the body is even read) when the credential is in the headers or the URL,
 * `preValidation` when it may travel in the body (a processor's secret) — and refuses (401, 403) by throwing,
 * so a caller without a valid credential never learns the shape of the input. What it finds (the caller's
 * site) is kept for the handler: `of(request)`, checked once.
 */
export function credentialFirst<C>(
  check: (request: FastifyRequest) => Promise<C> | C,
  stage: 'onRequest' | 'preValidation' = 'onRequest',
) {
  const found = new WeakMap<FastifyRequest, { credential: C }>();
  const hook = async (request: FastifyRequest) => {
    found.set(request, { credential: await check(request) });
  };
  return {
    /** The route options that install the check. */
    hooks: stage === 'onRequest' ? { onRequest: hook } : { preValidation: hook },
    of(request: FastifyRequest): C {
      const checked = found.get(request);
      if (!checked) throw new Error('a credential read on a route that does not check it');
      return checked.credential;
    },
  };
}

/** The site whose key (`X-Site-Key`) the request carries, checked first; 401 without a valid one. */
const siteKeyed = (gate: IntakeGate) =>
  credentialFirst(async (request) => {
    const key = request.headers['x-site-key'];
    const site = await gate.siteOfKey(typeof key === 'string' ? key : undefined);
    if (!site) throw unauthenticated('err.siteKey');
    return site;
  });

export type Intake<B> = {
  path: string;
  summary: string;
  body: z.ZodType<B>;
  /** Stores the submission; `existing` finds what an earlier submission with the same key made. */
  receive(site: { id: number }, body: B, idempotencyKey: string | undefined): Promise<{ id: number; created: boolean }>;
  /**
   * Machine traffic the site's servers send for all their visitors (comments, reports): limited per site key
   * like a batch intake (BATCH_INTAKE_LIMIT a BATCH_INTAKE_WINDOW) rather than per address like a form.
   */
  perSiteKey?: boolean;
};

/** Counts a call against its site key (hashed: the key itself never sits in the limiter's memory). */
const bySiteKey = (request: FastifyRequest) => `site:${hashToken(String(request.headers['x-site-key'] ?? ''))}`;

export async function registerIntakeLimits(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every server of it counts against the same allowance.
    store: databaseRateLimitStore(db),
    // Counted once the body is read and valid: an oversized or malformed request is refused (413, 422) for
    // what it is, and only submissions that would be stored use up the allowance.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'throttled', 'err.throttled', undefined, { seconds: Math.ceil(context.ttl / 1000) }),
  });
}

export function registerIntake<B>(app: FastifyInstance, gate: IntakeGate, intake: Intake<B>) {
  const limit = intake.perSiteKey
    ? { max: BATCH_INTAKE_LIMIT, timeWindow: BATCH_INTAKE_WINDOW, keyGenerator: bySiteKey }
    : { max: INTAKE_LIMIT, timeWindow: INTAKE_WINDOW };
  const per = intake.perSiteKey ? 'key' : 'address';
  const site = siteKeyed(gate);
  app.withTypeProvider<ZodTypeProvider>().post(`/intake/${intake.path}`, {
    ...site.hooks,
    config: { access: 'public', rateLimit: limit },
    schema: {
      tags: ['intake'],
      summary: intake.summary,
      description:
        `Called by a member site with its intake key in \`X-Site-Key\`. At most ${limit.max} submissions ` +
        `per ${per} per ${limit.timeWindow} (429 with Retry-After beyond). A retry with the same ` +
        '`Idempotency-Key` answers 200 with the id the first submission made.',
      security: [{ siteKey: [] }],
      headers: intakeHeaders,
      body: intake.body,
      response: { 200: intakeReceipt, 201: intakeReceipt },
    },
    handler: async (request, reply) => {
      const { id, created } = await intake.receive(
        site.of(request),
        request.body as B,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send({ id });
    },
  });
}

/**
 * A file a member site uploads for a visitor (`POST /api/intake/<path>`, multipart with one `file` part):
 * keyed and limited like a form intake; `receive` stores it. Register it where multipart is parsed.
 */
export function registerIntakeUpload<R>(
  app: FastifyInstance,
  gate: IntakeGate,
  upload: {
    path: string;
    summary: string;
    response: z.ZodType<R>;
    receive(site: { id: number }, request: FastifyRequest): Promise<R>;
  },
) {
  const site = siteKeyed(gate);
  app.post(`/intake/${upload.path}`, {
    ...site.hooks,
    config: {
      access: 'public',
      multipartFile: true,
      rateLimit: { max: INTAKE_LIMIT, timeWindow: INTAKE_WINDOW },
    },
    schema: {
      tags: ['intake'],
      summary: upload.summary,
      description:
        `Called by a member site with its intake key in \`X-Site-Key\`, multipart with one \`file\` part. At ` +
        `most ${INTAKE_LIMIT} uploads per address per ${INTAKE_WINDOW} (429 with Retry-After beyond).`,
      security: [{ siteKey: [] }],
      headers: siteKeyHeaders,
      response: { 201: upload.response },
    },
    handler: async (request, reply) => reply.status(201).send(await upload.receive(site.of(request), request)),
  });
}

export type BatchIntake<B, R> = {
  path: string;
  summary: string;
  description: string;
  body: z.ZodType<B>;
  response: z.ZodType<R>;
  /** Largest body in bytes (the API's default is 1 MiB). */
  bodyLimit: number;
  /** Calls one key may make in BATCH_INTAKE_WINDOW, when not BATCH_INTAKE_LIMIT (one item a call: more calls). */
  limit?: number;
  /** Stores the batch; answered (200) once it is durable. `lang`: the language of per-item messages. */
  receive(site: { id: number }, body: B, lang: Language): Promise<R>;
};

/** A batch intake route: `POST /api/intake/<path>`, keyed by the site, limited per site key. */
export function registerBatchIntake<B, R>(app: FastifyInstance, gate: IntakeGate, intake: BatchIntake<B, R>) {
  const site = siteKeyed(gate);
  app.post(`/intake/${intake.path}`, {
    ...site.hooks,
    bodyLimit: intake.bodyLimit,
    config: {
      access: 'public',
      rateLimit: {
        max: intake.limit ?? BATCH_INTAKE_LIMIT,
        timeWindow: BATCH_INTAKE_WINDOW,
        // Per key, not per address: a site sends from a few servers, and a missing or wrong key is a 401 anyway.
        keyGenerator: bySiteKey,
      },
    },
    schema: {
      tags: ['intake'],
      summary: intake.summary,
      description:
        `Called by a member site with its intake key in \`X-Site-Key\`. At most ${intake.limit ?? BATCH_INTAKE_LIMIT} calls per ` +
        `key per ${BATCH_INTAKE_WINDOW} (429 with Retry-After beyond). ${intake.description}`,
      security: [{ siteKey: [] }],
      headers: siteKeyHeaders,
      body: intake.body,
      response: { 200: intake.response },
    },
    handler: async (request) => intake.receive(site.of(request), request.body as B, requestLanguage(request)),
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
  app.get(
    `/site/${read.path}`,
    siteCall(gate, read, undefined, (site) => read.read(site)),
  );
}

/** A write for the member site (`POST /api/site/<path>`), keyed like a read; answers 200 with what it did. */
export function registerSiteWrite<B, R>(
  app: FastifyInstance,
  gate: IntakeGate,
  write: {
    path: string;
    summary: string;
    body: z.ZodType<B>;
    response: z.ZodType<R>;
    write(site: { id: number }, body: B): Promise<R>;
  },
) {
  app.post(
    `/site/${write.path}`,
    siteCall(gate, write, write.body, (site, body) => write.write(site, body as B)),
  );
}

/** The route options of a keyed member-site call. */
function siteCall<R>(
  gate: IntakeGate,
  call: { summary: string; response: z.ZodType<R> },
  body: z.ZodType | undefined,
  answer: (site: { id: number }, body: unknown) => Promise<R>,
) {
  const site = siteKeyed(gate);
  return {
    ...site.hooks,
    config: { access: 'public' as const },
    schema: {
      tags: ['intake'],
      summary: call.summary,
      description: 'Called by a member site with its intake key in `X-Site-Key`.',
      security: [{ siteKey: [] }],
      headers: siteKeyHeaders,
      ...(body && { body }),
      response: { 200: call.response },
    },
    handler: async (request: FastifyRequest) => answer(site.of(request), request.body),
  };
}
