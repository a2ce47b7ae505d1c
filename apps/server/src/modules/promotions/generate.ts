/**
 * Single-use promotions made many at once (`POST /promotions/generate`, the contract's `promotionGenerate`):
 * random codes drawn until none is taken (ignoring case) by another promotion or by each other, then every
 * promotion, its plans and its audit entry written in bulk in one transaction.
 */
import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  type GeneratedPromotions,
  type PromotionGenerate,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { promotionPlans, promotions } from '../../db/schema/index.js';
import { type AuditContext, recordAudits } from '../../platform/audit.js';
import { checkLinks, type Relations } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';

const CHUNK = 1000;

function randomCode(prefix: string) {
  const chars = Array.from({ length: GENERATED_CODE_LENGTH }, () => GENERATED_CODE_ALPHABET[randomInt(32)]);
  return prefix + chars.join('');
}

/** `count` codes, none taken ignoring case. */
async function freshCodes(ex: Executor, count: number, prefix: string) {
  const codes = new Map<string, string>();
  while (codes.size < count) {
    const drawn = new Map<string, string>();
    while (codes.size + drawn.size < count) {
      const code = randomCode(prefix);
      if (!codes.has(code.toLowerCase())) drawn.set(code.toLowerCase(), code);
    }
    const taken = await ex
      .select({ code: sql<string>`lower(${promotions.code})` })
      .from(promotions)
      .where(inArray(sql`lower(${promotions.code})`, [...drawn.keys()]));
    for (const { code } of taken) drawn.delete(code);
    for (const [folded, code] of drawn) codes.set(folded, code);
  }
  return [...codes.values()];
}

/** 422 on a window ending before it starts, or on a plan that is none (`relations`: the promotion's). */
async function checkRequest(ex: Executor, body: PromotionGenerate, relations: Relations) {
  if (new Date(body.ended_at) <= new Date(body.started_at)) throw invalid({ ended_at: ['msg.endBeforeStart'] });
  const planIds = [...new Set(body.plan_ids)];
  await checkLinks(ex, relations, { plan_ids: planIds });
  return planIds;
}

export async function generatePromotions(
  db: Db,
  body: PromotionGenerate,
  ctx: AuditContext,
  relations: Relations,
): Promise<GeneratedPromotions> {
  return db.transaction(async (tx) => {
    const planIds = await checkRequest(tx, body, relations);
    const codes = await freshCodes(tx, body.count, body.prefix ?? '');
    const made: Array<typeof promotions.$inferSelect> = [];
    for (let i = 0; i < codes.length; i += CHUNK) {
      const rows = codes.slice(i, i + CHUNK).map((code) => ({
        name: body.name,
        code,
        startedAt: new Date(body.started_at),
        endedAt: new Date(body.ended_at),
        times: 1,
        status: body.status ?? 'active',
      }));
      made.push(...(await tx.insert(promotions).values(rows).returning()));
    }
    const links = made.flatMap((row) => planIds.map((planId) => ({ promotionId: row.id, planId })));
    for (let i = 0; i < links.length; i += CHUNK) await tx.insert(promotionPlans).values(links.slice(i, i + CHUNK));
    await recordAudits(
      tx,
      ctx,
      made.map(({ createdAt: _c, updatedAt: _u, ...row }) => ({
        action: 'create',
        resource: 'promotions',
        resourceId: row.id,
        label: row.code,
        after: { ...row, planIds },
      })),
    );
    return { data: made.map((row) => ({ id: row.id, code: row.code })) };
  });
}
