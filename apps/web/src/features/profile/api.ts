import type { z } from 'zod';
import type { profileBody } from '@backlot/contract';
import type { Camelize } from '../../lib/api/case';
import { api } from '../../lib/api/client';
import type { SignedInAdmin } from '../../lib/session';

export type ProfileChange = Camelize<z.input<typeof profileBody>>;

/** PUT /api/auth/me: the admin as changed. */
export function updateProfile(change: ProfileChange) {
  return api.put<SignedInAdmin>('/auth/me', change);
}
