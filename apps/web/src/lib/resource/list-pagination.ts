/**
 * A list's pager, the same under a table and under cards: the page and its size from the URL, the pages the
 * server says exist (`pager.ts`), and the total as the server counted or estimated it.
 */
import type { PaginationProps } from 'antd';
import type { ListMeta } from '@backlot/contract';
import { pagerTotal } from './pager';
import type { Camelize } from './types';
import type { useListController } from './use-list-controller';
import type { ResourceT } from './use-resource-t';

type Paged = Pick<ReturnType<typeof useListController>, 'page' | 'perPage' | 'setPage'>;

export function listPagination(
  list: Paged,
  meta: Camelize<ListMeta> | undefined,
  shown: number,
  t: ResourceT,
) {
  /** Another page, or another size (which starts again at the first page). */
  const setPage = (page: number, pageSize: number) => list.setPage(pageSize !== list.perPage ? 1 : page, pageSize);
  const pagination: PaginationProps = {
    current: list.page,
    pageSize: list.perPage,
    total: pagerTotal(meta, shown),
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100, 200],
    // The rows there are, as the server counted or estimated them: not the pager's reach. Grouped by the
    // messages' `number` format, as every count in a label is.
    showTotal: () =>
      meta && t(meta.totalIsEstimate ? 'resource:totalEstimate' : 'resource:total', { total: meta.total }),
  };
  return { pagination, setPage };
}
