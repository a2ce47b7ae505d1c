/** Where the members' batch creation lives and what it needs. */
import type { PermissionName } from '@backlot/contract';

export const MEMBER_BATCH_PATH = '/users/batch-create';
export const MEMBER_BATCH_PERMISSION: PermissionName = 'batch-create-users';
/** Largest file the page reads: a full batch of 10,000 rows is well under it. */
export const MAX_CSV_FILE_BYTES = 5_000_000;
