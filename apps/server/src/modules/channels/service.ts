/**
 * The channels' service, the channel scope. A channel partner's reach: the rows whose channel is assigned to them (`channel_admins`). Resources that
 * belong to a channel (channels, campaigns, members) declare it as their kit `partnerScope`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `<table>.<column>` names a channel assigned to the admin. The column is written with its table, since the
 * read models join other tables that have the same column names.
 */
export const inChannelsOf = (adminId: number, table: PgTable, column: string): SQL =>
  sql`${table}.${sql.identifier(column)} in (select ca.channel_id from channel_admins ca where ca.admin_id = ${adminId})`;

export type ChannelScope = typeof inChannelsOf;
