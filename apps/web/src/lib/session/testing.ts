/** Test helper: a signed-in admin with every field the session keeps, `changes` applied. */
import type { SignedInAdmin } from './store';

export const signedInAdmin = (changes: Partial<SignedInAdmin> = {}): SignedInAdmin => ({
  id: 7,
  username: 'writer',
  name: 'Writer',
  avatar: null,
  introduction: null,
  email: null,
  roles: [],
  permissions: [],
  isSuperAdmin: false,
  twoFactorEnabled: false,
  alertEmails: false,
  tourSeenAt: '2026-11-01T09:05:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  ...changes,
});
