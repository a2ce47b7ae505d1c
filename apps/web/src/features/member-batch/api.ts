import type { MemberBatchCreated } from '@backlot/contract';
import { api } from '../../lib/api/client';
import type { Camelize } from '../../lib/resource';

/** A full batch of 10,000 rows takes seconds on the server: more than the usual request time-out. */
const BATCH_TIMEOUT_MS = 120_000;

/** Members from CSV text, all or none; a 422 names each bad cell as `rows.<row>.<column>`. */
export const batchCreateMembers = (csv: string) =>
  api.post<Camelize<MemberBatchCreated>>('/users/batch-create', { csv }, { timeoutMs: BATCH_TIMEOUT_MS });

/** The cache key of everything read from `/users`: refreshed after a batch, so the member list shows it at once. */
export const MEMBERS_CACHE_KEY = ['users'] as const;
