/**
 * Storing a cooperation request a member site sent, once per idempotency key: its attachment must be a file the
 * same site uploaded that no other request holds.
 */
import type { z } from 'zod';
import type { cooperationIntake } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cooperations } from '../../db/schema/index.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { storedOnce } from '../../platform/stored-once.js';
import { fromWire } from '../../platform/wire.js';
import type { SiteUploads } from '../files/service.js';

type Submission = z.infer<typeof cooperationIntake>;

/** Inserts the request; a retry with the same key (even a concurrent one) finds the first. */
export function receiveCooperation(
  db: Db,
  siteUploads: SiteUploads,
  siteId: number,
  body: Submission,
  key: string | undefined,
) {
  return storedOnce(db, { table: cooperations, siteId, key }, async () => {
    const attachmentId = await siteUploads.claim(db, body.attachment_id, siteId, cooperations.attachmentId);
    try {
      const [row] = await db
        .insert(cooperations)
        .values({ ...(fromWire(body) as Submission), attachmentId, siteId, idempotencyKey: key ?? null })
        .returning({ id: cooperations.id });
      return row!.id;
    } catch (error) {
      // Another request took the attachment meanwhile.
      if (uniqueViolation(error) === 'cooperations_attachment_key') throw siteUploads.refused();
      throw error;
    }
  });
}
