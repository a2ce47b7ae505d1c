/**
 * `GET /admins/{id}/allocated-members`: the members the channels assigned to the admin brought (their
 * attribution's channel). A channel partner asking sees only those of their own channels among them.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { allocatedMemberListQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/viewer.js';
import { membersOfChannels } from '../users/read.js';

const ofChannelsOf = (adminId: number, channelId: PgColumn): SQL =>
  sql`${channelId} in (select ca.channel_id from channel_admins ca where ca.admin_id = ${adminId})`;

export function allocatedMembers(
  db: Db,
  adminId: number,
  query: z.infer<typeof allocatedMemberListQuery>,
  viewer: Viewer | undefined,
) {
  const ofChannels = (channelId: PgColumn) =>
    and(ofChannelsOf(adminId, channelId), viewer?.isPartner ? ofChannelsOf(viewer.id, channelId) : undefined)!;
  return membersOfChannels(db, ofChannels, query);
}
