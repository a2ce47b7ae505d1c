/**
 * First start of a database: the built-in super-admin role, the first admin `admin` (ADMIN_PASSWORD, or a
 * random password returned so main prints it once), and demo data unless DEMO_DATA=false.
 * Later starts change nothing (and ignore ADMIN_PASSWORD).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { passwordProblems, SUPER_ADMIN_ROLE, translate } from '@backlot/contract';
import { ConfigError, type Config } from './config.js';
import type { Db } from './db/client.js';
import { adminRoles, admins, roles } from './db/schema/index.js';
import { isCommonPassword } from './platform/auth/common-passwords.js';
import { hashPassword } from './platform/auth/passwords.js';
import { type DemoSite, loadDemoData } from './demo/index.js';
import type { Storage } from './platform/storage/storage.js';

export type BootstrapResult = {
  firstAdmin?: { username: string; password: string; generated: boolean };
  /** The demo site whose key main sends the demo traffic with, once listening (a new demo database only). */
  demoTrafficSite?: DemoSite;
};

/** 16 characters from an unambiguous alphabet, with a letter and a digit guaranteed. */
function randomPassword() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(14);
  return `a7${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * ADMIN_PASSWORD must be a password the profile page would accept: the spec's rule, and not one of the most
 * common passwords. Otherwise the first start stops, naming the variable, rather than ship a guessable admin.
 */
async function checkAdminPassword(password: string) {
  const problems: string[] = [...passwordProblems(password)];
  if (await isCommonPassword(password)) problems.push('msg.password.common');
  if (problems.length === 0) return;
  const reasons = problems.map((key) => translate(key, 'en')).join(' ');
  throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${reasons} (it is used only on the first start)`);
}

export async function bootstrap(db: Db, config: Config, storage: Storage): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts on a shared PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(7281001)`);
    const [existingRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isBuiltin, true)).limit(1);
    const roleId =
      existingRole?.id ??
      (
        await tx
          .insert(roles)
          .values({ name: SUPER_ADMIN_ROLE, description: 'Every permission. Built in.', isBuiltin: true })
          .returning({ id: roles.id })
      )[0]!.id;

    const [anyAdmin] = await tx.select({ id: admins.id }).from(admins).limit(1);
    if (anyAdmin) return {};

    const generated = !config.adminPassword;
    if (config.adminPassword) await checkAdminPassword(config.adminPassword);
    const password = config.adminPassword ?? randomPassword();
    const [admin] = await tx
      .insert(admins)
      .values({ username: 'admin', name: 'Administrator', passwordHash: await hashPassword(password) })
      .returning({ id: admins.id });
    await tx.insert(adminRoles).values({ adminId: admin!.id, roleId });
    const firstAdmin = { username: 'admin', password, generated };
    if (!config.demoData) return { firstAdmin };
    return { firstAdmin, demoTrafficSite: await loadDemoData(tx, storage) };
  });
}
