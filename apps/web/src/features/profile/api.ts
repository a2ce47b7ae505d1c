import type { z } from 'zod';
import type { profileBody } from '@backlot/contract';
import type { Camelize } from '../../lib/api/case';
import { api } from '../../lib/api/client';
import type { SignedInAdmin } from '../../lib/session';

export type ProfileChange = Camelize<z.input<typeof profileBody>>;

/** PUT /api/auth/me: the admin as changed. `version`: the one the change is based on (a newer one is a 409). */
export function updateProfile(change: ProfileChange, version?: string) {
  return api.put<SignedInAdmin>('/auth/me', change, version ? { headers: { 'If-Match': `"${version}"` } } : {});
}
