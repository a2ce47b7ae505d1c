/** What other modules read of the tags (read views): only this module writes them. */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { tags } from '../../db/schema/index.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** Tags as another resource links them in order (a video's): id and names. */
export const linkedTags: LinkTarget = {
  related: tags,
  shown: { id: tags.id, name: tags.name, name_cn: tags.nameCn },
};

/** The names (English and Chinese) of the tag whose id `tagId` holds, read with each row. */
export const tagNames = (tagId: PgColumn): { name: SQL<string | null>; nameCn: SQL<string | null> } => ({
  name: sql`(select t.name from ${tags} t where t.id = ${qualified(tagId)})`,
  nameCn: sql`(select t.name_cn from ${tags} t where t.id = ${qualified(tagId)})`,
});

/** Whether tag `id` exists (a reference to it). */
export async function tagExists(ex: Executor, id: number) {
  const [row] = await ex.select({ id: tags.id }).from(tags).where(eq(tags.id, id)).limit(1);
  return Boolean(row);
}
