/**
 * `GET /admins/{id}/allocated-members`: the members the channels assigned to the admin brought (their
 * attribution's channel). A channel partner asking sees only those of their own channels among them.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { allocatedMemberListQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { matchesAny, selectPage } from '../../platform/pagination.js';
import type { Viewer } from '../../platform/viewer.js';

const ofChannelsOf = (adminId: number): SQL =>
  sql`${members.channelId} in (select ca.channel_id from channel_admins ca where ca.admin_id = ${adminId})`;

const FIELDS = {
  id: members.id,
  username: members.username,
  email: members.email,
  // never null here: the condition names the channel
  channel_id: sql<number>`${members.channelId}`,
  created_at: members.createdAt,
};
const SORT = {
  columns: { id: members.id, username: members.username, created_at: members.createdAt },
  fallback: '-created_at',
};

export function allocatedMembers(
  db: Db,
  adminId: number,
  query: z.infer<typeof allocatedMemberListQuery>,
  viewer: Viewer | undefined,
) {
  const where = and(
    ofChannelsOf(adminId),
    viewer?.isPartner ? ofChannelsOf(viewer.id) : undefined,
    matchesAny([members.username, members.email], query.q),
  );
  return selectPage(db, members, where, query, SORT, FIELDS);
}
