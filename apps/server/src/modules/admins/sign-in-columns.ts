/**
 * The sign-in columns of an admin (last sign-in, two-factor state, the guided tour seen), which the auth module's sign-in and
 * two-factor binding change through these: only this module writes the admins table.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { checkRowVersion } from '../../platform/crud/versions.js';
import { ADMINS_RESOURCE } from './records.js';

export async function findAdminByUsername(ex: Executor, username: string) {
  const [row] = await ex
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function setLastLogin(ex: Executor, adminId: number) {
  await ex.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, adminId));
}

/** When the admin took or skipped the guided tour: the first time stays. */
export async function setTourSeen(ex: Executor, adminId: number): Promise<Date | null> {
  const [row] = await ex
    .update(admins)
    .set({ tourSeenAt: sql`coalesce(${admins.tourSeenAt}, now())` })
    .where(eq(admins.id, adminId))
    .returning({ tourSeenAt: admins.tourSeenAt });
  return row?.tourSeenAt ?? null;
}

export async function setPendingSecret(ex: Executor, adminId: number, sealed: string) {
  await ex.update(admins).set({ totpPendingSecret: sealed }).where(eq(admins.id, adminId));
}

/** Clears a pending secret if it is still `sealed`; false when another request confirmed or replaced it first. */
export async function takePendingSecret(ex: Executor, adminId: number, sealed: string) {
  const taken = await ex
    .update(admins)
    .set({ totpPendingSecret: null })
    .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, sealed)))
    .returning({ id: admins.id });
  return taken.length > 0;
}

/** Records `step` as the last accepted code; false when that step (or a later one) was already accepted. */
export async function advanceLastStep(ex: Executor, adminId: number, step: number) {
  const updated = await ex
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return updated.length > 0;
}

/** 409 when the admin changed since `version`, the version a save is based on (`versions.ts`). */
export const checkAdminVersion = (tx: Executor, id: number, version: string | undefined) =>
  checkRowVersion(tx, { resource: ADMINS_RESOURCE, table: admins, id }, version);
