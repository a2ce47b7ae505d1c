/** Tags label videos. Names are unique, ignoring case, in each language. */
import { z } from 'zod';
import { instant, listQuery, pageOf, sortParam } from './common.js';
import { requiredText } from './text.js';

export const tag = z.object({
  id: z.number().int(),
  name: z.string(),
  name_cn: z.string(),
  /** Display order on the site: smaller first. */
  sort: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Tag = z.infer<typeof tag>;

const tagFields = {
  name: requiredText(64),
  name_cn: requiredText(64),
  sort: z.number().int().min(0).max(1_000_000),
};
export const tagCreate = z.strictObject({ ...tagFields, sort: tagFields.sort.default(0) });
export const tagUpdate = z.strictObject(tagFields).partial();
export const tagListQuery = listQuery.extend({ sort: sortParam(['id', 'name', 'name_cn', 'sort', 'created_at']) });
export const tagPage = pageOf(tag);
