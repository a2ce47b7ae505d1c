/**
 * A list's total as the server counts it when asked (`count=exact`: exact up to COUNTED_TOTAL_LIMIT matching rows,
 * where a page's own total stops at PAGE_TOTAL_LIMIT). Asked only when a page's total is an estimate (most lists
 * are smaller: their pages' totals are exact, and one request fewer is faster), once per set of filters, not per
 * page or sort, beside the pages: the rows never wait for it (a page asks it the moment it arrives, `api.ts`).
 * Until it comes, the page's own total stands.
 */
import { useRead } from '../api/use-read';
import type { ListMeta } from '@backlot/contract';
import type { Query } from '../api/client';
import { COUNT_FRESH_MS, countQuery, type ResourceApi } from './api';
import type { Camelize, RecordBase } from './types';

/** `estimated`: the page's own total is an estimate (the count is asked only then). */
export function useCountedTotal<T extends RecordBase>(api: ResourceApi<T>, query: Query, estimated: boolean) {
  return useRead({
    ...api.list(countQuery(query)),
    enabled: estimated,
    placeholderData: undefined,
    staleTime: COUNT_FRESH_MS,
    select: (answer) => answer.meta,
  }).data;
}

/** The page's meta with the counted total, once there is one. */
export function withCountedTotal(
  meta: Camelize<ListMeta> | undefined,
  counted: Camelize<ListMeta> | undefined,
): Camelize<ListMeta> | undefined {
  return meta && counted ? { ...meta, total: counted.total, totalIsEstimate: counted.totalIsEstimate } : meta;
}
