/**
 * A list worked through as a queue from the keyboard (moderation): rows take focus; ↑/↓ (or k/j) move it;
 * an action's `shortcut` key runs that action on the focused row (its confirmation or form first), Delete
 * deletes it, Space or x selects it for a bulk action, Enter opens it. Acting on a row — by key or by its
 * buttons — moves focus to the row after it (the one before, at the end), so the queue is cleared row by row.
 * The first row takes focus when the list first loads.
 */
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Delegator, PermissionName } from '@backlot/contract';
import { useMessage } from '../feedback';
import { offeredActions, type ActionSpec } from './actions';
import { recordTitle, showPathOf, type Resource } from './resource';
import type { RecordBase, RecordId } from './types';
import type { ResourceT } from './use-resource-t';
import { errorText } from './use-save-controller';
import { DeleteQuestion } from './delete-question';
import styles from './queue.module.css';
import { lazyComponent } from '../lazy-component';

const ActionFormDialog = lazyComponent(() => import('./action-form-dialog'));

type Options<T extends RecordBase> = {
  resource: Resource<T>;
  records: readonly T[] | undefined;
  allowed: (permission: PermissionName | undefined) => boolean;
  actor: Delegator;
  t: ResourceT;
  /** Toggles a row's selection (Space, x), when the list has bulk actions. */
  toggle?: (id: RecordId) => void;
  /** Off: a plain list (no focus taken). */
  enabled: boolean;
};

const NEXT = new Set(['ArrowDown', 'j']);
const PREVIOUS = new Set(['ArrowUp', 'k']);

export function useQueue<T extends RecordBase>({ resource, records, allowed, actor, t, toggle, enabled }: Options<T>) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(records);
  useEffect(() => {
    latest.current = records;
  }, [records]);
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<{ record: T; action: ActionSpec<T> } | null>(null);
  const message = useMessage();
  const client = useQueryClient();
  const navigate = useNavigate();

  const rowOf = (id: RecordId) => container.current?.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
  /** `scroll: false` leaves the page where it is (the first focus, with the search form in view). */
  const focusRow = (id: RecordId | undefined, scroll = true) =>
    id !== undefined && rowOf(id)?.focus({ preventScroll: !scroll });
  const neighbour = (id: RecordId, step: 1 | -1) => {
    const rows = latest.current ?? [];
    const index = rows.findIndex((row) => row.id === id);
    return rows[index + step]?.id;
  };
  /** After acting on `record`: focus the row after it, or before it at the end (once the DOM has settled). */
  const acted = (record: T) => {
    const target = neighbour(record.id, 1) ?? neighbour(record.id, -1) ?? record.id;
    requestAnimationFrame(() => focusRow(target));
  };

  // The first row takes focus when the queue first has rows.
  const started = useRef(false);
  useEffect(() => {
    if (!enabled || started.current || !records?.length) return;
    started.current = true;
    requestAnimationFrame(() => focusRow(records[0]!.id, false));
  }, [enabled, records]); // eslint-disable-line react-hooks/exhaustive-deps -- focusRow reads refs only

  const done = async (record: T, call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      message.success(success);
      acted(record);
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      await client.invalidateQueries({ queryKey: resource.api.key });
    }
  };

  const confirmThen = (record: T, question: ReactNode | undefined, danger: boolean, run: () => void) => {
    if (!question) return run();
    let confirmed = false;
    modal.confirm({
      title: question,
      okText: t('resource:confirm.ok'),
      cancelText: t('resource:confirm.cancel'),
      okButtonProps: { danger },
      onOk: () => {
        confirmed = true;
      },
      // Run once the dialog is gone: it gives focus back to the row, and acting then moves it on.
      afterClose: () => (confirmed ? run() : focusRow(record.id)),
    });
  };

  const start = (record: T, action: ActionSpec<T>) => {
    if (action.form) return setDialog({ record, action });
    const name = recordTitle(resource, record);
    confirmThen(record, action.confirm && t(action.confirm, { name }), Boolean(action.danger), () => {
      const body = action.body?.(record, actor);
      void done(record, () => resource.api.action(record.id, action.name, body), t(action.success));
    });
  };

  const remove = (record: T) => {
    if (!resource.permissions.delete || !allowed(resource.permissions.delete)) return;
    const ask = t('resource:confirm.delete', { name: recordTitle(resource, record) });
    const question = <DeleteQuestion resource={resource.api} id={record.id} question={ask} />;
    confirmThen(
      record,
      question,
      true,
      () => void done(record, () => resource.api.remove(record.id), t('resource:deleted')),
    );
  };

  const onKeyDown = (record: T) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    const handled = () => event.preventDefault();
    if (NEXT.has(key) || PREVIOUS.has(key)) {
      handled();
      focusRow(neighbour(record.id, NEXT.has(key) ? 1 : -1));
    } else if (key === 'Delete') {
      handled();
      remove(record);
    } else if ((key === ' ' || key === 'x') && toggle) {
      handled();
      toggle(record.id);
    } else if (key === 'Enter' && resource.hasShow) {
      handled();
      void navigate(showPathOf(resource, record.id));
    } else {
      const action = offeredActions(resource, record, actor, allowed).find((a) => a.shortcut === key.toLowerCase());
      if (!action) return;
      handled();
      start(record, action);
    }
  };

  const holder: ReactNode = (
    <>
      {modalHolder}
      {dialog?.action.form && (
        <Suspense>
          <ActionFormDialog
            form={dialog.action.form}
            title={t(dialog.action.form.title, { name: recordTitle(resource, dialog.record) })}
            success={t(dialog.action.success)}
            danger={dialog.action.danger}
            submit={(body) => resource.api.action(dialog.record.id, dialog.action.name, body)}
            focusAfter="none"
            onClose={(worked) => {
              const { record } = dialog;
              setDialog(null);
              void client.invalidateQueries({ queryKey: resource.api.key });
              if (worked) acted(record);
              else requestAnimationFrame(() => focusRow(record.id));
            }}
            t={t}
          />
        </Suspense>
      )}
    </>
  );

  return {
    container,
    holder,
    acted,
    onRow: (record: T) => ({ tabIndex: 0, onKeyDown: onKeyDown(record) }),
    rowClassName: styles.row,
  };
}
