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

/**
 * The page's meta with the total counted, once the count has arrived. Read by the parts that show the total (the
 * pager, the export), not by the list: the count arriving after the rows renders them alone, not every row again
 * (antd's Table renders all its rows whenever it renders).
 */
export function useCountedMeta<T extends RecordBase>(
  api: ResourceApi<T>,
  query: Query,
  meta: Camelize<ListMeta> | undefined,
): Camelize<ListMeta> | undefined {
  const counted = useRead({
    ...api.list(countQuery(query)),
    // Asked only when the page's own total is an estimate.
    enabled: meta?.totalIsEstimate === true,
    placeholderData: undefined,
    staleTime: COUNT_FRESH_MS,
    select: (answer) => answer.meta,
  }).data;
  return meta && counted ? { ...meta, total: counted.total, totalIsEstimate: counted.totalIsEstimate } : meta;
}
