/**
 * How many rows antd's pager is told there are, so that it offers exactly the pages the server says exist. The
 * server reads one row past each page (`has_next`): the pager follows that, never an estimated total, so paging
 * forward reaches the oldest row and no page past the end is offered. Past an estimate, the pager offers the pages
 * walked so far and the next one; with an exact total, every page up to it.
 */
import type { ListMeta } from '@backlot/contract';
import type { Camelize } from './types';

export function pagerTotal(meta: Camelize<ListMeta> | undefined, shown: number): number {
  if (!meta) return 0;
  const reached = (meta.page - 1) * meta.perPage + shown;
  if (!meta.hasNext) return shown > 0 ? reached : meta.total;
  return meta.totalIsEstimate ? reached + 1 : Math.max(meta.total, reached + 1);
}
