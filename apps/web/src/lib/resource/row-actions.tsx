/** The actions column of a row: view, edit and delete as the resource and the user's permissions allow. */
import type { ReactNode } from 'react';
import { Space, type TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { Resource } from './resource';
import type { RecordBase } from './types';
import { ConfirmAction } from './confirm-action';
import { LinkButton } from './link-button';
import { useAllowed } from './use-allowed';
import { useDelegator } from '../permissions';
import { useResourceMutation } from './api';
import type { ResourceT } from './use-resource-t';

export type RowOptions<T> = {
  /** Extra buttons of a row, between edit and delete. */
  extra?: (record: T) => ReactNode;
  /** Whether a row may be deleted, besides the permission and the lock (the signed-in admin's own row may not). */
  deletable?: (record: T) => boolean;
  /** Keep the column at the right edge while the table scrolls (wide screens: on a phone it would hide the rest). */
  pinned?: boolean;
};

/** The table column holding each row's actions; none when a row has nothing to offer. */
export function actionsColumn<T extends RecordBase>(
  resource: Resource<T>,
  { extra, deletable, pinned }: RowOptions<T>,
  t: ResourceT,
): TableColumnType<T>[] {
  const { permissions } = resource;
  if (!resource.hasShow && !permissions.edit && !permissions.delete && !extra) return [];
  return [
    {
      key: 'actions',
      title: t('resource:actions.title'),
      fixed: pinned ? 'right' : undefined,
      render: (_: unknown, record: T) => (
        <RowActions
          resource={resource}
          record={record}
          extra={extra?.(record)}
          deletable={deletable?.(record) ?? true}
          t={t}
        />
      ),
    },
  ];
}

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  record: T;
  extra?: ReactNode;
  deletable: boolean;
  t: ResourceT;
};

export function RowActions<T extends RecordBase>({ resource, record, extra, deletable, t }: Props<T>) {
  const allowed = useAllowed();
  const actor = useDelegator();
  const locked = resource.locked?.(record, actor);
  const remove = useResourceMutation(resource.api, resource.api.remove);
  const { path, permissions } = resource;
  const name = resource.titleOf?.(record) ?? `#${record.id}`;
  return (
    <Space size={0} wrap>
      {resource.hasShow && allowed(permissions.list) && (
        <LinkButton to={`${path}/${record.id}`} type="link" size="small" icon={<EyeOutlined />}>
          {t('resource:actions.show')}
        </LinkButton>
      )}
      {permissions.edit && allowed(permissions.edit) && !(locked && resource.hasShow) && (
        <LinkButton to={`${path}/edit/${record.id}`} type="link" size="small" icon={<EditOutlined />}>
          {t('resource:actions.edit')}
        </LinkButton>
      )}
      {extra}
      {permissions.delete && deletable && !locked && (
        <ConfirmAction
          permission={permissions.delete}
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          label={t('resource:actions.delete')}
          confirm={t('resource:confirm.delete', { name })}
          success={t('resource:deleted')}
          run={() => remove.mutateAsync(record.id)}
        />
      )}
    </Space>
  );
}
