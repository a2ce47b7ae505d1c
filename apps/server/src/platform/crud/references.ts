/**
 * Reference fields of a declared resource (`references: { site_id: sites }`): a body naming an id of no record is
 * a 422 `msg.notFoundRef` on the field, before the write could fail on the foreign key. Another module's table is
 * named by its owner's read view instead (`references: { site_id: siteExists }`).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid } from '../errors.js';
import type { CrudTable } from './table.js';

/** Whether record `id` exists: a read view of the table that holds it. */
export type RecordExists = (ex: Executor, id: number) => Promise<boolean>;
/** A reference's records: their table, or whether one exists. */
export type Referenced = CrudTable | RecordExists;

const existsIn = (target: Referenced): RecordExists =>
  typeof target === 'function'
    ? target
    : async (ex, id) => (await ex.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1)).length > 0;

export /** 422 on each reference field of `body` naming no record of its table. */
async function checkReferences(ex: Executor, references: Record<string, Referenced>, body: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  for (const [field, target] of Object.entries(references)) {
    const id = body[field];
    if (typeof id !== 'number') continue;
    if (!(await existsIn(target)(ex, id))) errors[field] = ['msg.notFoundRef'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
