/**
 * The actions column of a list: view, edit, the resource's declared actions and delete, as the resource, the
 * admin's permissions and each record allow. A row with nothing to offer shows nothing; a page where no row
 * offers anything has no actions column. On a wide screen the column stays narrow, pinned at the right edge, so
 * the columns staff came for are seen without scrolling: up to three icon buttons (their names in tooltips and
 * for assistive technology); with more to offer, the first two stay and the rest open, labelled, from a "More"
 * button. On a narrow screen a single "more" button opens them all, so no row needs scrolling sideways.
 */
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Flex, Popover, Space, Tooltip, type TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined, EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import type { Delegator, PermissionName } from '@backlot/contract';
import { editPathOf, recordTitle, showPathOf, type Resource } from './resource';
import type { RecordBase } from './types';
import { offeredActions, type ActionSpec } from './actions';
import { ActionButton } from './action-button';
import { ConfirmAction } from './confirm-action';
import { DeleteQuestion } from './delete-question';
import { LinkButton } from './link-button';
import { labelled } from './button-label';
import { useResourceMutation } from './api';
import type { ResourceT } from './use-resource-t';
import tableStyles from '../wide-table.module.css';

export type RowOptions<T> = {
  /** Whether a row may be deleted, besides the permission and the lock (the signed-in admin's own row may not). */
  deletable?: (record: T) => boolean;
};

/** How many icon buttons a wide row shows; with more to offer, one fewer and the rest under "More". */
const INLINE = 3;

/** What one row offers. */
type Offer<T> = { show: boolean; edit: boolean; remove: boolean; actions: ActionSpec<T>[] };

const offersAny = <T,>(offer: Offer<T>) => offer.show || offer.edit || offer.remove || offer.actions.length > 0;

export type RowContext<T extends RecordBase> = {
  allowed: (permission: PermissionName | undefined) => boolean;
  /** The signed-in admin, for the resource's lock and its actions' `visible`. */
  actor: Delegator;
  /** The rows shown; before the first answer the column follows the permissions alone. */
  records: readonly T[] | undefined;
  /** A narrow screen: one "more" button per row. */
  compact: boolean;
  /** Called once an action on a row has worked (a queue moves focus to the next row). */
  onActed?: (record: T) => void;
};

/**
 * What each row offers, as the resource, the admin's permissions and each record allow: `any` whether some row
 * of the page offers anything (else there is no actions column), `render` a row's buttons (null: nothing).
 */
export function rowActionsOf<T extends RecordBase>(
  resource: Resource<T>,
  { deletable }: RowOptions<T>,
  t: ResourceT,
  { allowed, actor, records, compact, onActed }: RowContext<T>,
): { any: boolean; render: (record: T) => ReactNode } {
  const { permissions } = resource;
  // What the admin may do to any row; each record may then rule some of it out.
  const may = {
    show: Boolean(resource.hasShow) && allowed(permissions.list),
    edit: Boolean(permissions.edit) && allowed(permissions.edit),
    remove: Boolean(permissions.delete) && allowed(permissions.delete),
    act: (resource.actions ?? []).some((action) => allowed(action.permission)),
  };
  const offerOf = (record: T): Offer<T> => {
    // A locked record is read on its detail page where it has one, and never deleted from the list.
    const locked = Boolean(resource.locked?.(record, actor));
    return {
      show: may.show,
      edit: may.edit && !(locked && resource.hasShow),
      remove: may.remove && (deletable?.(record) ?? true) && !locked,
      actions: offeredActions(resource, record, actor, allowed),
    };
  };
  const any = records
    ? records.some((record) => offersAny(offerOf(record)))
    : may.show || may.edit || may.remove || may.act;
  const render = (record: T) => {
    const offer = offerOf(record);
    if (!offersAny(offer)) return null;
    const acted = onActed && (() => onActed(record));
    return <RowActions resource={resource} record={record} offer={offer} compact={compact} acted={acted} t={t} />;
  };
  return { any, render };
}

export function actionsColumn<T extends RecordBase>(
  resource: Resource<T>,
  options: RowOptions<T>,
  t: ResourceT,
  context: RowContext<T>,
): TableColumnType<T>[] {
  const { any, render } = rowActionsOf(resource, options, t, context);
  if (!any) return [];
  return [
    {
      key: 'actions',
      title: t('resource:actions.title'),
      className: tableStyles.actions,
      align: context.compact ? 'center' : undefined,
      render: (_: unknown, record: T) => render(record),
    },
  ];
}

/** A button that opens more actions; following a link or finishing an action closes it. */
function MoreActions({ button, children }: { button: ReactElement; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={
        <Flex vertical align="start" onClickCapture={closeOnLink}>
          {children(close)}
        </Flex>
      }
    >
      {button}
    </Popover>
  );
}

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  record: T;
  offer: Offer<T>;
  compact: boolean;
  acted?: () => void;
  t: ResourceT;
};

/** One offer of a row, as an inline icon or, given the popover's `close`, a labelled button in it. */
type Offered = (iconOnly: boolean, close?: () => void) => ReactNode;

function RowActions<T extends RecordBase>({ resource, record, offer, compact, acted, t }: Props<T>) {
  const remove = useResourceMutation(resource.api, resource.api.remove);
  const { permissions } = resource;
  const name = recordTitle(resource, record);
  const look = { type: 'link', size: 'small' } as const;
  // Each offer is placed inline (an icon) or in a popover (labelled, `close`: closes it once done).
  const link = (key: string, to: string, icon: ReactNode) => (iconOnly: boolean) =>
    labelled(<LinkButton key={key} to={to} {...look} icon={icon} />, t(`resource:actions.${key}`), iconOnly);
  const show = offer.show && link('show', showPathOf(resource, record.id), <EyeOutlined />);
  const edit = offer.edit && link('edit', editPathOf(resource, record.id), <EditOutlined />);
  // Whatever closes a popover, then tells the list (a queue moves on).
  const then = (close?: () => void) => () => {
    close?.();
    acted?.();
  };
  const changes: Offered[] = offer.actions.map((action) => (iconOnly, close) => (
    <ActionButton
      key={action.label}
      resource={resource}
      record={record}
      action={action}
      t={t}
      look={{ ...look, iconOnly }}
      onDone={then(close)}
    />
  ));
  if (offer.remove)
    changes.push((iconOnly, close) => (
      <ConfirmAction
        key="delete"
        permission={permissions.delete}
        {...look}
        iconOnly={iconOnly}
        danger
        icon={<DeleteOutlined />}
        label={t('resource:actions.delete')}
        confirm={
          <DeleteQuestion resource={resource.api} id={record.id} question={t('resource:confirm.delete', { name })} />
        }
        success={t('resource:deleted')}
        run={() => remove.mutateAsync(record.id)}
        onDone={then(close)}
      />
    ));

  // Edit and the changes first; the record's page, which a click on the row opens too, last.
  const offered = [edit, ...changes, show].filter((place): place is Offered => Boolean(place));
  if (compact) {
    const more = <Button type="text" icon={<EllipsisOutlined />} aria-label={t('resource:actions.more', { name })} />;
    return <MoreActions button={more}>{(close) => offered.map((place) => place(false, close))}</MoreActions>;
  }
  const inline = offered.length > INLINE ? offered.slice(0, INLINE - 1) : offered;
  const overflow = offered.slice(inline.length);
  const moreLabel = t('resource:actions.moreOf', { name });
  const more = (
    <Tooltip title={t('resource:actions.moreShort')}>
      <Button {...look} icon={<EllipsisOutlined />} aria-label={moreLabel} />
    </Tooltip>
  );
  return (
    <Space size={0}>
      {inline.map((place) => place(true))}
      {overflow.length > 0 && (
        <MoreActions button={more}>{(close) => overflow.map((place) => place(false, close))}</MoreActions>
      )}
    </Space>
  );
}
