/**
 * The calls every resource answers (list, one, create, update, delete) as TanStack Query options and
 * mutation hooks. A feature's api.ts is one `resourceApi(...)` call plus its special calls.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../api/client';
import type { ListPage, RecordBase } from './types';

/** `body` is the camelCase request body; the contract's create/update schema is what it must satisfy. */
export type ResourceApi<T extends RecordBase> = {
  /** Path under /api, without slashes: `tags`, `admins`. */
  path: string;
  /** Query key of everything this resource caches; invalidated after every change. */
  key: readonly [string];
  list: (query: Query) => ReturnType<typeof listOptions<T>>;
  one: (id: number) => ReturnType<typeof oneOptions<T>>;
  create: (body: object) => Promise<T>;
  update: (id: number, body: object) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
  /**
   * `POST /<path>/{id}/<action>` (enable, disable, resetQRCode, publish, ...), the body only when the action takes
   * input; answered with the record as it now is, 409 when its state does not allow the action.
   */
  action: (id: number, action: string, body?: object) => Promise<T>;
};

function listOptions<T>(path: string, query: Query) {
  return queryOptions({
    queryKey: [path, 'list', query] as const,
    queryFn: () => api.get<ListPage<T>>(`/${path}`, query),
    placeholderData: keepPreviousData,
  });
}

function oneOptions<T>(path: string, id: number) {
  return queryOptions({ queryKey: [path, 'one', id] as const, queryFn: () => api.get<T>(`/${path}/${id}`) });
}

export function resourceApi<T extends RecordBase>(path: string): ResourceApi<T> {
  return {
    path,
    key: [path],
    list: (query) => listOptions<T>(path, query),
    one: (id) => oneOptions<T>(path, id),
    create: (body) => api.post<T>(`/${path}`, body),
    update: (id, body) => api.put<T>(`/${path}/${id}`, body),
    remove: (id) => api.delete(`/${path}/${id}`),
    action: (id, action, body) => api.post<T>(`/${path}/${id}/${action}`, body),
  };
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
