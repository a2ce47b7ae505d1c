/** The record a page is about: the `:id` of the route, fetched (none on a create page). */
import { useRead } from '../api/use-read';
import { useParams } from 'react-router';
import { ApiError } from '../api/client';
import type { ResourceApi } from './api';
import type { RecordBase } from './types';

export function useRecordId(): number | undefined {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The parent record's id of a nested resource's page (`/channels/:parentId/campaigns/...`). */
export function useParentId(): number | undefined {
  const { parentId } = useParams();
  const value = Number(parentId);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** What a route's `:id` that is no record id finds: nothing, as the server answers for an unknown id. */
const NOT_AN_ID = new ApiError(404, 'not_found', '');

/**
 * The page's record: `id` undefined on a page without one (a create page). A route whose `:id` is no record
 * id (`/orders/list/edit`) is a record not found, never a create page nor a page loading for ever.
 */
export function useRecord<T extends RecordBase>(api: ResourceApi<T>) {
  const id = useRecordId();
  const notAnId = useParams().id !== undefined && id === undefined;
  const query = useRead({ ...api.one(id ?? 0), enabled: id !== undefined });
  return {
    id,
    data: query.data,
    isError: notAnId || query.isError,
    error: notAnId ? NOT_AN_ID : query.error,
    refetch: query.refetch,
  };
}
