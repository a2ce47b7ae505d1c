/**
 * Reference fields of a declared resource (`references: { site_id: sites }`): a body naming an id of no record is
 * a 422 `msg.notFoundRef` on the field, before the write could fail on the foreign key.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid } from '../errors.js';
import type { CrudTable } from './table.js';

export /** 422 on each reference field of `body` naming no record of its table. */
async function checkReferences(ex: Executor, references: Record<string, CrudTable>, body: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  for (const [field, target] of Object.entries(references)) {
    const id = body[field];
    if (typeof id !== 'number') continue;
    const [hit] = await ex.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1);
    if (!hit) errors[field] = ['msg.notFoundRef'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
