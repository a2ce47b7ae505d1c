/**
 * Episodes: a finding with no open alert of its rule and account opens one (and is answered, to be told); an open
 * alert whose condition no longer holds is closed. The unique index on open alerts makes a second server's run
 * at the same moment open nothing more.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { alerts } from '../../db/schema/index.js';
import type { Finding } from './rules.js';

export type Opened = Finding & { id: number };

const accountKey = (f: { rule: string; siteId: number | null; processor: string }) =>
  `${f.rule}:${f.siteId ?? 0}:${f.processor}`;

export async function recordEpisodes(tx: Executor, found: Finding[]): Promise<Opened[]> {
  const opened: Opened[] = [];
  for (const finding of found) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${alerts} (rule, site_id, processor, detail)
          values (${finding.rule}, ${finding.siteId}, ${finding.processor}, ${JSON.stringify(finding.detail)}::jsonb)
          on conflict (rule, coalesce(site_id, 0), processor) where closed_at is null do nothing
          returning id`,
    );
    if (row) opened.push({ ...finding, id: row.id });
  }
  const holding = new Set(found.map(accountKey));
  const open = await tx
    .select({ id: alerts.id, rule: alerts.rule, siteId: alerts.siteId, processor: alerts.processor })
    .from(alerts)
    .where(sql`${alerts.closedAt} is null`);
  const ended = open.filter((row) => !holding.has(accountKey(row))).map((row) => row.id);
  if (ended.length)
    await tx
      .update(alerts)
      .set({ closedAt: sql`now()` })
      .where(sql`${alerts.id} in ${ended}`);
  return opened;
}
