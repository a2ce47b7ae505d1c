/** Where the members' batch creation lives and what it needs (zod-free: the shell imports it). */
import type { PermissionName } from '@backlot/contract';

export const MEMBER_BATCH_PATH = '/users/batch-create';
export const MEMBER_BATCH_PERMISSION: PermissionName = 'batch-create-users';
