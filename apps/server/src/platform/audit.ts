/**
 * Audit log: every mutation records who did what to which record (its id and its name at that moment), the
 * changed fields (before/after), the ip and the time, in the transaction of the change — no change without its
 * entry, no entry without its change: a save of an existing record that changed no field writes nothing.
 */
import type { FastifyRequest } from 'fastify';
import { AUDIT_REDACTED, type Delegator } from '@backlot/contract';
import type { Executor } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';
import { type Viewer, viewerOf } from './viewer.js';

/**
 * Who acts and from where; built once per request and passed to services. `actor` is the signed-in admin
 * as the delegation rules see it (absent when no one is signed in yet, e.g. during sign-in).
 */
export type AuditContext = {
  actorId: number | null;
  actorUsername: string | null;
  ip: string | null;
  actor?: Delegator;
  /** Who asks, as the kit's row scope sees them (a channel partner sees only their channels' rows). */
  viewer?: Viewer;
};

export function auditContextOf(request: FastifyRequest): AuditContext {
  const actor = request.actor ?? undefined;
  return {
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? null,
    ip: request.ip ?? null,
    actor,
    viewer: viewerOf(request),
  };
}

/**
 * Columns whose values an entry never holds: passwords, secrets and their hashes (an API token is kept as its
 * `tokenHash`). Not every `token`: a video's `token` is its price in coins, and its changes are recorded.
 */
const SECRET = /password|secret|hash/i;
/** Bookkeeping columns that change on every write and say nothing, and the id the entry holds anyway. */
const IGNORED = new Set(['updatedAt', 'createdAt', 'id']);

type Snapshot = Record<string, unknown> | null | undefined;

const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** Fields that differ between two snapshots, with secrets redacted. */
export function diff(before: Snapshot, after: Snapshot): Record<string, { before: unknown; after: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const b = normalise(before?.[key]);
    const a = normalise(after?.[key]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    const field = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    changes[field] = SECRET.test(key)
      ? {
          before: b === null ? null : AUDIT_REDACTED,
          after: a === null ? null : AUDIT_REDACTED,
        }
      : { before: b, after: a };
  }
  return changes;
}

/** Changes an entry records beside the fields' (a restore's `restored_entry`), by snake_case name. */
export type AuditNote = Record<string, { before: unknown; after: unknown }>;

export type AuditRecord = {
  action: string;
  resource: string;
  resourceId: number | null;
  /** The record's name as it reads now (after the change; before it, for a delete). */
  label: string | null;
  before?: Snapshot;
  after?: Snapshot;
  /** Written with the changes, only when some field changed. */
  note?: AuditNote;
};

/** The entry of a change; none when an existing record (before and after given) kept every field. */
function entryOf(ctx: AuditContext, record: AuditRecord) {
  const changes = diff(record.before, record.after);
  if (record.before && record.after && Object.keys(changes).length === 0) return undefined;
  Object.assign(changes, record.note);
  return {
    actorId: ctx.actorId,
    actorUsername: ctx.actorUsername,
    action: record.action,
    resource: record.resource,
    resourceId: record.resourceId,
    recordLabel: record.label,
    changes,
    ip: ctx.ip,
  };
}

/** Writes the entry of a change; none when an existing record (before and after given) kept every field. */
export async function recordAudit(tx: Executor, ctx: AuditContext, record: AuditRecord) {
  const entry = entryOf(ctx, record);
  if (entry) await tx.insert(auditLogs).values(entry);
}

/** Writes the entries of many changes made together (promotions generated at once), a thousand a statement. */
export async function recordAudits(tx: Executor, ctx: AuditContext, records: AuditRecord[]) {
  const entries = records.flatMap((record) => entryOf(ctx, record) ?? []);
  for (let i = 0; i < entries.length; i += 1000) await tx.insert(auditLogs).values(entries.slice(i, i + 1000));
}
