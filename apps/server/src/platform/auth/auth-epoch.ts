/**
 * The auth epoch: a number that changes whenever a session ends or an admin's access may have changed.
 * Triggers in the database bump it (migration 0003_auth_epoch) on every change to admins, roles, role
 * grants and holdings, and when a session is revoked, re-dated or deleted — whatever code or SQL makes the
 * change, in whichever process. A signed-in admin read under one epoch may be reused while it is current.
 *
 * - PostgreSQL (possibly shared by several server processes): each read asks the database, one indexed
 *   single-row query, so a change committed by any process is seen by the next request everywhere.
 * - Embedded PGlite: this process is the only one that can open the data directory, so every change goes
 *   through its one client. The trigger's notification is delivered by that client before the committing
 *   query resolves, so a counter kept in memory is as current as the table, and a read costs no query.
 */
import type { Database } from '../../db/client.js';

export const AUTH_EPOCH_CHANNEL = 'auth_epoch';

export type AuthEpoch = {
  /** The current epoch. Compare for equality only; values are not comparable across processes. */
  read(): Promise<number>;
};

export async function authEpochOf(driver: Database['driver']): Promise<AuthEpoch> {
  if (driver.kind === 'pglite') {
    let epoch = 0;
    await driver.client.listen(AUTH_EPOCH_CHANNEL, () => {
      epoch += 1;
    });
    return { read: async () => epoch };
  }
  const { pool } = driver;
  return {
    async read() {
      // A named statement: parsed and planned once per connection.
      const result = await pool.query<{ value: string }>({ name: 'auth-epoch', text: 'select value from auth_epoch' });
      return Number(result.rows[0]?.value ?? 0);
    },
  };
}
