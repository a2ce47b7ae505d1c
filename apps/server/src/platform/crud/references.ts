/**
 * Reference fields of a declared resource (`references: { site_id: sites }`): a body naming an id of no record is
 * a 422 `msg.notFoundRef` on the field, before the write could fail on the foreign key. A reference to another
 * module's records names its owner's check (`siteExists` of `sites/read.ts`) rather than its table.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid } from '../errors.js';
import type { CrudTable } from './table.js';

/** Whether record `id` exists: the owner's check of its records. */
export type RecordExists = (ex: Executor, id: number) => Promise<boolean>;
/** The records a reference field names: a table, or the check of their owner. */
export type ReferenceTarget = CrudTable | RecordExists;

const exists = async (ex: Executor, target: ReferenceTarget, id: number) => {
  if (typeof target === 'function') return target(ex, id);
  const [hit] = await ex.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1);
  return Boolean(hit);
};

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
