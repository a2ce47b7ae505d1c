/** What can be done to the selected rows: each action asks once, then runs per row and reports the count. */
import type { RecordId } from './types';
import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { PermissionName } from '@backlot/contract';
import { useBulkAction } from './use-bulk-action';
import type { ResourceT } from './use-resource-t';

export type BulkAction = {
  key: string;
  label: string;
  permission?: PermissionName;
  danger?: boolean;
  confirm: (count: number) => ReactNode;
  run: (id: RecordId) => Promise<unknown>;
};

/** "Delete selected" of a resource that can be deleted. */
export function deleteSelected(
  resource: { permissions: { delete?: PermissionName }; api: { remove: (id: RecordId) => Promise<unknown> } },
  t: ResourceT,
): BulkAction[] {
  const permission = resource.permissions.delete;
  if (!permission) return [];
  return [
    {
      key: 'delete',
      label: t('resource:bulk.delete'),
      permission,
      danger: true,
      confirm: (count) => t('resource:bulk.confirmDelete', { count }),
      run: resource.api.remove,
    },
  ];
}

type Props = {
  resourceKey: readonly [string];
  actions: readonly BulkAction[];
  selected: readonly RecordId[];
  /** Receives the ids that failed: they stay selected. */
  onDone: (failed: RecordId[]) => void;
  t: ResourceT;
};

export function BulkBar({ resourceKey, actions, selected, onDone, t }: Props) {
  const runBulk = useBulkAction(resourceKey);
  if (!actions.length || !selected.length) return <span />;
  return (
    <Space wrap>
      <span>{t('resource:bulk.selected', { count: selected.length })}</span>
      {actions.map((action) => (
        <Popconfirm
          key={action.key}
          title={action.confirm(selected.length)}
          okText={t('resource:confirm.ok')}
          cancelText={t('resource:confirm.cancel')}
          okButtonProps={{ danger: action.danger }}
          onConfirm={async () => onDone(await runBulk(selected, action.run))}
        >
          <Button danger={action.danger}>{action.label}</Button>
        </Popconfirm>
      ))}
      <Button type="link" onClick={() => onDone([])}>
        {t('resource:bulk.clear')}
      </Button>
    </Space>
  );
}
