/**
 * Re-authentication: changing one's own password, or binding or replacing one's authenticator, asks for the
 * current password again. It is checked and throttled like a sign-in: a wrong one is a failure of the
 * username and of the address (platform/auth/throttle.ts).
 */
import type { Executor } from '../../db/client.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { throttledCheck } from '../../platform/auth/throttle.js';
import { invalid } from '../../platform/errors.js';

type Account = { id: number; username: string; passwordHash: string };

/** 422 on `current_password` when it is missing or wrong; 429 while throttled. */
export async function confirmCurrentPassword(
  ex: Executor,
  admin: Account,
  currentPassword: string | undefined,
  ip: string,
) {
  if (!currentPassword) throw invalid({ current_password: ['msg.required'] });
  const right = await throttledCheck(ex, { ip, username: admin.username, adminId: admin.id }, async () =>
    (await verifyPassword(admin.passwordHash, currentPassword)) ? admin : null,
  );
  if (!right) throw invalid({ current_password: ['msg.wrongPassword'] });
}
