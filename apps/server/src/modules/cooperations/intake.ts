/** Storing a cooperation request a member site sent, once per idempotency key. */
import type { z } from 'zod';
import type { cooperationIntake } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cooperations } from '../../db/schema/index.js';
import { storedOnce } from '../../platform/stored-once.js';
import { fromWire } from '../../platform/wire.js';

type Submission = z.infer<typeof cooperationIntake>;

/** Inserts the request; a retry with the same key (even a concurrent one) finds the first. */
export function receiveCooperation(db: Db, siteId: number, body: Submission, key: string | undefined) {
  return storedOnce(db, { table: cooperations, siteId, key }, async () => {
    const [row] = await db
      .insert(cooperations)
      .values({ ...(fromWire(body) as Submission), siteId, idempotencyKey: key ?? null })
      .returning({ id: cooperations.id });
    return row!.id;
  });
}
