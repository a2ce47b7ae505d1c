/**
 * The calls every resource answers (list, one, create, update, delete) as TanStack Query options and
 * mutation hooks. A feature's api.ts is one `resourceApi(...)` call plus its special calls.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../api/client';
import type { ListPage, RecordBase, RecordId } from './types';

/** `body` is the camelCase request body; the contract's create/update schema is what it must satisfy. */
export type ResourceApi<T extends RecordBase> = {
  /** Path under /api, without slashes: `tags`, `admins`. */
  path: string;
  /** Query key of everything this resource caches; invalidated after every change. */
  key: readonly [string];
  list: (query: Query) => ReturnType<typeof listOptions<T>>;
  one: (id: RecordId) => ReturnType<typeof oneOptions<T>>;
  create: (body: object) => Promise<T>;
  /** `version`: the record's version the edit is based on (its `updatedAt`); another one now is a 409 `stale_version`. */
  update: (id: RecordId, body: object, version?: string) => Promise<T>;
  remove: (id: RecordId) => Promise<unknown>;
  /**
   * `POST /<path>/{id}/<action>` (enable, disable, resetQRCode, publish, ...), the body only when the action takes
   * input; answered with the record as it now is, 409 when its state does not allow the action. `get`: the
   * action is a GET, its input the query; it answers what it made (an e-mail), not the record.
   */
  action: (id: RecordId, action: string, body?: object, method?: 'get' | 'post') => Promise<unknown>;
};

/** The start of a query key: the path, under the parent's key for a nested resource. */
type Scope = readonly [string] | readonly [string, string];

/** A counted total (`count=exact`) stays fresh this long; any change to the resource counts again. */
export const COUNT_FRESH_MS = 30_000;

/** The query of a list's exact total: its filters alone, one row, counted (`use-counted-total.ts`). */
export function countQuery(query: Query): Query {
  const { page: _page, perPage: _perPage, sort: _sort, ...filters } = query;
  return { ...filters, page: 1, perPage: 1, count: 'exact' };
}

function listOptions<T>(scope: Scope, path: string, query: Query) {
  return queryOptions({
    queryKey: [...scope, 'list', query] as const,
    queryFn: async ({ client }): Promise<ListPage<T>> => {
      const page = await api.get<ListPage<T>>(`/${path}`, query);
      // A page whose total is an estimate: its count is asked the moment the page arrives, beside the rows' first
      // render rather than after it (the list's `useCountedTotal` reads the same query).
      if (page.meta.totalIsEstimate && query.count !== 'exact')
        void client.prefetchQuery({ ...listOptions<T>(scope, path, countQuery(query)), staleTime: COUNT_FRESH_MS });
      return page;
    },
    placeholderData: keepPreviousData,
  });
}

function oneOptions<T>(scope: Scope, path: string, id: RecordId) {
  return queryOptions({ queryKey: [...scope, 'one', id] as const, queryFn: () => api.get<T>(`/${path}/${id}`) });
}

/**
 * The calls of the resource at `path`. `key`, when given, is the key its cache lives under (a nested
 * resource's is its parent's): a change invalidates everything under it.
 */
export function resourceApi<T extends RecordBase>(path: string, key = path): ResourceApi<T> {
  const scope: Scope = key === path ? [path] : [key, path];
  return {
    path,
    key: [key],
    list: (query) => listOptions<T>(scope, path, query),
    one: (id) => oneOptions<T>(scope, path, id),
    create: (body) => api.post<T>(`/${path}`, body),
    update: (id, body, version) =>
      api.put<T>(`/${path}/${id}`, body, version ? { headers: { 'If-Match': `"${version}"` } } : {}),
    remove: (id) => api.delete(`/${path}/${id}`),
    action: (id, action, body, method = 'post') =>
      method === 'get'
        ? api.get(`/${path}/${id}/${action}`, body as Query | undefined)
        : api.post<T>(`/${path}/${id}/${action}`, body),
  };
}

/**
 * The calls of a resource nested under one record of `parent` (`channels/7/campaigns`). Its cache lives under
 * the parent's key, so a change refreshes the parent too (a channel's count of campaigns).
 */
export function nestedApi<T extends RecordBase>(
  parent: Pick<ResourceApi<RecordBase>, 'path' | 'key'>,
  parentId: number,
  segment: string,
) {
  return resourceApi<T>(`${parent.path}/${parentId}/${segment}`, parent.key[0]);
}

/** A mutation that refreshes every cached query of the resource once it has run. */
export function useResourceMutation<Variables, Result>(
  resource: { key: readonly [string] },
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: resource.key }),
  });
}
