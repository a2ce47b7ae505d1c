/**
 * The bulk actions a resource offers on its selected rows, declared once in the contract: its manifest's `bulk`
 * names transitions (offered with the action's own label, permission and danger) and `delete`. Each asks once,
 * naming the count: the kit's question, or the feature's own `bulk.<action>Confirm` (counted) where it has one. Each runs as one
 * call, `POST /<path>/bulk/<name> { ids }`, answered `{ done, failed: [{ id, code, message, errors? }] }`.
 */
import type { PermissionName } from '@backlot/contract';
import { api } from '../api/client';
import { camelKey } from '../api/case';
import type { Resource } from './resource';
import type { RecordBase, RecordId } from './types';
import type { ResourceT } from './use-resource-t';

export type BulkAction = {
  /** The server's bulk segment: the transition's name, or `delete`. */
  name: string;
  label: string;
  permission?: PermissionName;
  danger?: boolean;
  /** The question asked first, naming the count ("Publish the 12 selected records?"). */
  confirm: (count: number) => string;
  /** What the question adds below it (a delete: the records go to the trash). */
  detail?: string;
};

export type BulkFailure = { id: RecordId; code: string; message: string; errors?: Record<string, string[]> };
export type BulkOutcome = { done: RecordId[]; failed: BulkFailure[] };

/** The resource's bulk actions, in its manifest's order; none it cannot name (no such action, no delete). */
export function bulkActionsOf<T extends RecordBase>(resource: Resource<T>, t: ResourceT): BulkAction[] {
  return (resource.manifest?.bulk ?? []).flatMap((name): BulkAction[] => {
    if (name === 'delete') {
      const permission = resource.permissions.delete;
      const confirm = (count: number) => t('resource:bulk.confirmDelete', { count });
      const detail = t('resource:bulk.toTrash');
      return permission ? [{ name, label: t('resource:bulk.delete'), permission, danger: true, confirm, detail }] : [];
    }
    const action = resource.actions?.find((a) => a.name === name);
    if (!action) return [];
    const label = t(action.label);
    // The feature's own question (`bulk.<action>Confirm`, counted) where it words one, else the kit's.
    const confirm = (count: number) =>
      t(`bulk.${camelKey(name)}Confirm`, { count, defaultValue: t('resource:bulk.confirm', { action: label, count }) });
    return [{ name, label, permission: action.permission, danger: action.danger, confirm }];
  });
}

/** Runs a bulk action on `ids` in one call. */
export const runBulk = (path: string, name: string, ids: readonly RecordId[]) =>
  api.post<BulkOutcome>(`/${path}/bulk/${name}`, { ids });

/** Why a record was refused: its field messages when the server named some, else its message. */
export const failureReason = (failure: BulkFailure) => {
  const fields = Object.values(failure.errors ?? {}).flat();
  return fields.length ? fields.join(' ') : failure.message;
};
