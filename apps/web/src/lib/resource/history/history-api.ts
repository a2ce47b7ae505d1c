/**
 * A record's history (`GET /<path>/{id}/history`) and "restore this version"
 * (`POST /<path>/{id}/history/{entryId}/restore`). The history lives under the resource's cache key, so every
 * change of the resource (a save, an action, a restore) refreshes it.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HistoryEntry as HistoryEntryWire, HistoryPage as HistoryPageWire } from '@backlot/contract';
import { api } from '../../api/client';
import type { ResourceApi } from '../api';
import type { Camelize, RecordBase, RecordId } from '../types';

export type HistoryEntry = Camelize<HistoryEntryWire>;
export type HistoryPage = Camelize<HistoryPageWire>;

export const HISTORY_PAGE_SIZE = 10;

/** The resource whose records' history is read: its path, and the key its cache lives under. */
export type HistoryTarget = Pick<ResourceApi<RecordBase>, 'path' | 'key'>;

export function historyOptions(resource: HistoryTarget, id: RecordId, page: number) {
  return queryOptions({
    queryKey: [...resource.key, 'history', resource.path, id, page] as const,
    queryFn: () => api.get<HistoryPage>(`/${resource.path}/${id}/history`, { page, perPage: HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const restoreVersion = (resource: HistoryTarget, id: RecordId, entryId: number) =>
  api.post<RecordBase>(`/${resource.path}/${id}/history/${entryId}/restore`, {});

/** The audit log's name of the resource at `path` (`channels/7/campaigns` -> `campaigns`). */
export const auditNameOf = (path: string) => path.split('/').at(-1)!;
