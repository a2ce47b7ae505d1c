/** The record a page is about: the `:id` of the route, fetched (none on a create page). */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
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

export function useRecord<T extends RecordBase>(api: ResourceApi<T>) {
  const id = useRecordId();
  const query = useQuery({ ...api.one(id ?? 0), enabled: id !== undefined });
  return { id, ...query };
}
