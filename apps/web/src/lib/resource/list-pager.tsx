/**
 * A list's pager, under its table or its cards (`list-pagination.ts`), with the total as counted once the count
 * arrives (`use-counted-total.ts`). Under a table, none while the list has no rows, as antd's Table has it; under
 * cards (`cards`), small, and kept with no rows.
 */
import { Pagination } from 'antd';
import type { ListMeta } from '@backlot/contract';
import type { ResourceApi } from './api';
import { listPagination } from './list-pagination';
import type { Camelize, RecordBase } from './types';
import { useCountedMeta } from './use-counted-total';
import type { useListController } from './use-list-controller';
import type { ResourceT } from './use-resource-t';

type Props<T extends RecordBase> = {
  api: ResourceApi<T>;
  list: Pick<ReturnType<typeof useListController>, 'page' | 'perPage' | 'setPage' | 'query'>;
  /** The page's own meta, as its rows came. */
  meta: Camelize<ListMeta> | undefined;
  /** The rows the page shows. */
  shown: number;
  cards?: boolean;
  t: ResourceT;
};

export function ListPager<T extends RecordBase>({ api, list, meta, shown, cards, t }: Props<T>) {
  const counted = useCountedMeta(api, list.query, meta);
  const { pagination, setPage } = listPagination(list, counted, shown, t);
  if (!pagination.total && !cards) return null;
  return <Pagination align="end" size={cards ? 'small' : undefined} {...pagination} onChange={setPage} />;
}
