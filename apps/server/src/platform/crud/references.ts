/**
 * Reference fields of a declared resource (`references: { site_id: sites }`): a body naming an id of no record is
 * a 422 `msg.notFoundRef` on the field, before the write could fail on the foreign key. A resource referencing
 * another module's records asks that module's read view instead of naming its table (`video_id: videoExists`).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid } from '../errors.js';
import type { CrudTable } from './table.js';

/** What a reference field names: a record of this table, or one a read view says exists. */
export type ReferenceTarget = CrudTable | ((ex: Executor, id: number) => Promise<boolean>);

async function exists(ex: Executor, target: ReferenceTarget, id: number) {
  if (typeof target === 'function') return target(ex, id);
  const [hit] = await ex.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1);
  return hit !== undefined;
}

/** 422 on each reference field of `body` naming no record of its target. */
export async function checkReferences(
  ex: Executor,
  references: Record<string, ReferenceTarget>,
  body: Record<string, unknown>,
) {
  const errors: Record<string, string[]> = {};
  for (const [field, target] of Object.entries(references)) {
    const id = body[field];
    if (typeof id !== 'number') continue;
    if (!(await exists(ex, target, id))) errors[field] = ['msg.notFoundRef'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
