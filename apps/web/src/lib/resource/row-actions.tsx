/**
 * The actions column of a list: view, edit, delete and the feature's own, as the resource, the admin's
 * permissions and each record allow. A row with nothing to offer shows nothing; a page where no row offers
 * anything has no actions column. On a wide screen the buttons stay pinned at the right edge; on a narrow
 * one a single "more" button in a narrow pinned column opens them, so no row needs scrolling sideways.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Flex, Popover, Space, type TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined, EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import type { Delegator, PermissionName } from '@backlot/contract';
import type { Resource } from './resource';
import type { RecordBase } from './types';
import { ConfirmAction } from './confirm-action';
import { LinkButton } from './link-button';
import { useResourceMutation } from './api';
import type { ResourceT } from './use-resource-t';

export type RowOptions<T> = {
  /** The feature's own actions of a row, between edit and delete; null (or false) when the row has none. */
  extra?: (record: T) => ReactNode;
  /** Whether a row may be deleted, besides the permission and the lock (the signed-in admin's own row may not). */
  deletable?: (record: T) => boolean;
};

/** What one row offers. */
type Offer = { show: boolean; edit: boolean; remove: boolean; extra: ReactNode };

const hasNode = (node: ReactNode) => node !== null && node !== undefined && node !== false;
const offersAny = (offer: Offer) => offer.show || offer.edit || offer.remove || hasNode(offer.extra);

type Context<T extends RecordBase> = {
  allowed: (permission: PermissionName | undefined) => boolean;
  /** The signed-in admin, for the resource's lock. */
  actor: Delegator;
  /** The rows shown; before the first answer the column follows the permissions alone. */
  records: readonly T[] | undefined;
  /** A narrow screen: one "more" button per row. */
  compact: boolean;
};

export function actionsColumn<T extends RecordBase>(
  resource: Resource<T>,
  { extra, deletable }: RowOptions<T>,
  t: ResourceT,
  { allowed, actor, records, compact }: Context<T>,
): TableColumnType<T>[] {
  const { permissions } = resource;
  // What the admin may do to any row; each record may then rule some of it out.
  const may = {
    show: Boolean(resource.hasShow) && allowed(permissions.list),
    edit: Boolean(permissions.edit) && allowed(permissions.edit),
    remove: Boolean(permissions.delete) && allowed(permissions.delete),
  };
  const offerOf = (record: T): Offer => {
    // A locked record is read on its detail page where it has one, and never deleted from the list.
    const locked = Boolean(resource.locked?.(record, actor));
    return {
      ...may,
      edit: may.edit && !(locked && resource.hasShow),
      remove: may.remove && (deletable?.(record) ?? true) && !locked,
      extra: extra?.(record),
    };
  };
  const anyRow = records
    ? records.some((record) => offersAny(offerOf(record)))
    : may.show || may.edit || may.remove || Boolean(extra);
  if (!anyRow) return [];
  return [
    {
      key: 'actions',
      title: t('resource:actions.title'),
      fixed: 'right',
      align: compact ? 'center' : undefined,
      render: (_: unknown, record: T) => {
        const offer = offerOf(record);
        if (!offersAny(offer)) return null;
        const actions = <RowActions resource={resource} record={record} offer={offer} vertical={compact} t={t} />;
        return compact ? <MoreActions name={titleOf(resource, record)} actions={actions} t={t} /> : actions;
      },
    },
  ];
}

const titleOf = <T extends RecordBase>(resource: Resource<T>, record: T) =>
  resource.titleOf?.(record) ?? `#${record.id}`;

/** The "more" button of a row on a narrow screen; following a link closes what it opened. */
function MoreActions({ name, actions, t }: { name: string; actions: ReactNode; t: ResourceT }) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={<div onClickCapture={closeOnLink}>{actions}</div>}
    >
      <Button type="text" icon={<EllipsisOutlined />} aria-label={t('resource:actions.more', { name })} />
    </Popover>
  );
}

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  record: T;
  offer: Offer;
  vertical: boolean;
  t: ResourceT;
};

function RowActions<T extends RecordBase>({ resource, record, offer, vertical, t }: Props<T>) {
  const remove = useResourceMutation(resource.api, resource.api.remove);
  const { path, permissions } = resource;
  const buttons = (
    <>
      {offer.show && (
        <LinkButton to={`${path}/${record.id}`} type="link" size="small" icon={<EyeOutlined />}>
          {t('resource:actions.show')}
        </LinkButton>
      )}
      {offer.edit && (
        <LinkButton to={`${path}/edit/${record.id}`} type="link" size="small" icon={<EditOutlined />}>
          {t('resource:actions.edit')}
        </LinkButton>
      )}
      {offer.extra}
      {offer.remove && (
        <ConfirmAction
          permission={permissions.delete}
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          label={t('resource:actions.delete')}
          confirm={t('resource:confirm.delete', { name: titleOf(resource, record) })}
          success={t('resource:deleted')}
          run={() => remove.mutateAsync(record.id)}
        />
      )}
    </>
  );
  return vertical ? (
    <Flex vertical align="start">
      {buttons}
    </Flex>
  ) : (
    <Space size={0} wrap>
      {buttons}
    </Space>
  );
}
