/** Answers are written from the contract's schema: nothing else leaves, Dates as ISO 8601, and tests catch a broken answer. */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instant } from '@backlot/contract';
import { responseSerializerCompiler } from './serializer.js';

const account = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  last_seen_at: instant.nullable(),
  created_at: instant,
});

async function serverAnswering(answer: unknown, checkResponses: boolean) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }));
  app.get('/account', { schema: { response: { 200: account } } }, async () => answer);
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const created = new Date('2026-03-01T08:30:00.250Z');
const row = { id: 7, name: 'Li Lei', email: null, last_seen_at: null, created_at: created };

describe('response serializer', () => {
  for (const checkResponses of [false, true]) {
    it(`writes only what the schema lists, Dates as ISO 8601 (checks ${checkResponses ? 'on' : 'off'})`, async () => {
      const app = await serverAnswering(
        { ...row, password_hash: '$argon2id$secret', totp_secret: 'X' },
        checkResponses,
      );
      const answer = await app.inject('/account');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(
        '{"id":7,"name":"Li Lei","email":null,"last_seen_at":null,"created_at":"2026-03-01T08:30:00.250Z"}',
      );
    });
  }

  it('with checks on (the tests), fails an answer that breaks the contract', async () => {
    const missing = await serverAnswering({ id: 7, name: 'Li Lei', created_at: created }, true);
    expect((await missing.inject('/account')).statusCode).toBe(500);
    const wrongType = await serverAnswering({ ...row, name: null }, true);
    expect((await wrongType.inject('/account')).statusCode).toBe(500);
    const notAnInstant = await serverAnswering({ ...row, created_at: 'yesterday' }, true);
    expect((await notAnInstant.inject('/account')).statusCode).toBe(500);
  });
});
