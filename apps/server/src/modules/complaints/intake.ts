/**
 * A complaint a member site sends, stored once per idempotency key. A video it names must be one the site
 * shows (DOMAIN: lookups are scoped to the site whose key authenticated the call): any other id is refused as
 * an id of no video would be, so nothing of another site's catalogue is revealed.
 */
import type { z } from 'zod';
import { complaintDueOn, type complaintIntake } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { complaints } from '../../db/schema/index.js';
import { invalid } from '../../platform/errors.js';
import { storedOnce } from '../../platform/stored-once.js';
import { siteShowsVideo } from '../storefront/read.js';

type Submission = z.infer<typeof complaintIntake>;

export function receiveComplaint(db: Db) {
  return (site: { id: number }, body: Submission, key: string | undefined) =>
    storedOnce(db, { table: complaints, siteId: site.id, key }, async () => {
      const videoId = body.video_id ?? null;
      if (videoId !== null && !(await siteShowsVideo(db, site.id, videoId)))
        throw invalid({ video_id: ['msg.unknownVideo'] });
      const receivedAt = new Date();
      const [row] = await db
        .insert(complaints)
        .values({
          source: 'member_site',
          siteId: site.id,
          reason: body.reason,
          complainantName: body.complainant_name,
          complainantEmail: body.complainant_email,
          videoId,
          url: body.url ?? null,
          message: body.message,
          receivedAt,
          dueOn: complaintDueOn(receivedAt),
          idempotencyKey: key ?? null,
        })
        .returning({ id: complaints.id });
      return row!.id;
    });
}
