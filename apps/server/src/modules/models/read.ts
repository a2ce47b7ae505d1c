/** What other modules read of the models (read views): only this module writes them. */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { models } from '../../db/schema/index.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** The stage name of the model whose id `modelId` holds (a foreign key: always there), read with each row. */
export const modelName = (modelId: PgColumn): SQL<string> =>
  sql`(select m.name from ${models} m where m.id = ${qualified(modelId)})`;

/** Whether model `id` exists. */
export async function modelExists(ex: Executor, id: number) {
  const [row] = await ex.select({ id: models.id }).from(models).where(eq(models.id, id)).limit(1);
  return Boolean(row);
}

/** Models as another resource links them in order (a post's, a video's): id and names. */
export const linkedModels: LinkTarget = {
  related: models,
  shown: { id: models.id, name: models.name, name_cn: models.nameCn },
};

/** Models as the storefront's blocks link them: with their avatar. */
export const linkedModelsWithAvatar: LinkTarget = {
  related: models,
  shown: { ...linkedModels.shown, avatar_id: models.avatarId },
};
