/** Directors credited on videos. Names are unique, ignoring case. */
import { z } from 'zod';
import { instant, listQuery, pageOf, sortParam } from './common.js';
import { requiredText } from './text.js';

export const director = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: instant,
  updated_at: instant,
});
export type Director = z.infer<typeof director>;

const directorFields = { name: requiredText(128) };
export const directorCreate = z.strictObject(directorFields);
export const directorUpdate = z.strictObject(directorFields).partial();
export const directorListQuery = listQuery.extend({ sort: sortParam(['id', 'name', 'created_at']) });
export const directorPage = pageOf(director);
