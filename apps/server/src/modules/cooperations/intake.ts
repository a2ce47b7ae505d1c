/** Storing a cooperation request a member site sent, once per idempotency key. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { cooperationIntake } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cooperations } from '../../db/schema/index.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { fromWire } from '../../platform/wire.js';

type Submission = z.infer<typeof cooperationIntake>;

async function existing(db: Db, siteId: number, key: string) {
  const [row] = await db
    .select({ id: cooperations.id })
    .from(cooperations)
    .where(and(eq(cooperations.siteId, siteId), eq(cooperations.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Inserts the request; a retry with the same key (even a concurrent one) finds the first. */
export async function receiveCooperation(db: Db, siteId: number, body: Submission, key: string | undefined) {
  if (key) {
    const found = await existing(db, siteId, key);
    if (found) return { id: found.id, created: false };
  }
  try {
    const [row] = await db
      .insert(cooperations)
      .values({ ...(fromWire(body) as Submission), siteId, idempotencyKey: key ?? null })
      .returning({ id: cooperations.id });
    return { id: row!.id, created: true };
  } catch (error) {
    const found = key && uniqueViolation(error) === 'cooperations_idempotency_key' && (await existing(db, siteId, key));
    if (found) return { id: found.id, created: false };
    throw error;
  }
}
