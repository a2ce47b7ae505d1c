/**
 * The state of a list page — page, page size, sort, free-text search and filters — read from and written to
 * the URL's search params, so a tab, a reload or a shared link restores the view.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PER_PAGE } from '@backlot/contract';
import type { Query } from '../api/client';
import type { FilterValues } from './types';

export const DEFAULT_PER_PAGE = 20;

export type ListControllerOptions = {
  /** URL names of the filters besides `q`. */
  filterNames?: readonly string[];
  /** Sort used when the URL has none; not written to the URL. */
  defaultSort?: string;
};

export type ListController = {
  page: number;
  perPage: number;
  /** Wire sort: `name` ascending, `-name` descending. */
  sort: string | undefined;
  /** `q` and every filter present in the URL. */
  filters: FilterValues;
  /** What the list call sends. */
  query: Query;
  setPage: (page: number, perPage?: number) => void;
  setSort: (sort: string | undefined) => void;
  /** Replaces the filters (and `q`) and goes back to the first page. */
  setFilters: (filters: FilterValues) => void;
  /**
   * Replaces the filters and the sort at once (a view: none is the list's own order) and goes back to the first
   * page; `replace`: in place of the current history entry (a default view applied as the list opens).
   */
  setView: (filters: FilterValues, sort: string | undefined, options?: { replace?: boolean }) => void;
};

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

export function useListController({ filterNames = [], defaultSort }: ListControllerOptions = {}): ListController {
  const [params, setParams] = useSearchParams();
  const namesKey = ['q', ...filterNames].join(' ');
  const names = useMemo(() => namesKey.split(' '), [namesKey]);

  const page = positiveInt(params.get('page'), 1);
  const perPage = positiveInt(params.get('perPage'), DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const sort = params.get('sort') ?? defaultSort;
  const search = params.toString();
  const filters = useMemo(() => {
    const current = new URLSearchParams(search);
    return Object.fromEntries(names.flatMap((name) => (current.get(name) ? [[name, current.get(name)!]] : [])));
  }, [names, search]) as FilterValues;

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options?: { replace?: boolean }) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      }, options),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number, nextPerPage?: number) =>
      update({
        page: nextPage > 1 ? nextPage : undefined,
        ...(nextPerPage === undefined ? {} : { perPage: nextPerPage === DEFAULT_PER_PAGE ? undefined : nextPerPage }),
      }),
    [update],
  );
  const setSort = useCallback(
    (nextSort: string | undefined) =>
      update({ sort: nextSort === defaultSort ? undefined : nextSort, page: undefined }),
    [update, defaultSort],
  );
  const setFilters = useCallback(
    (next: FilterValues) =>
      update({ ...Object.fromEntries(names.map((name) => [name, next[name]?.trim()])), page: undefined }),
    [update, names],
  );

  const setView = useCallback(
    (next: FilterValues, nextSort: string | undefined, options?: { replace?: boolean }) =>
      update(
        {
          ...Object.fromEntries(names.map((name) => [name, next[name]?.trim()])),
          sort: nextSort === defaultSort ? undefined : nextSort,
          page: undefined,
        },
        options,
      ),
    [update, names, defaultSort],
  );

  const query = useMemo(() => ({ page, perPage, sort, ...filters }), [page, perPage, sort, filters]);
  return { page, perPage, sort, filters, query, setPage, setSort, setFilters, setView };
}
