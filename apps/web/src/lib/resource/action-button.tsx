/**
 * One declared action of one record: a confirmation (or none) then the call, or, for an action that takes
 * input, a dialog with its form. Success says the action's message and refreshes every cached query of the
 * resource, so the list and the show page read the record's new state; a refusal shows the server's message.
 */
import { Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { labelled, type ButtonLook } from './button-label';
import type { ActionSpec } from './actions';
import { recordTitle, type Resource } from './resource';
import type { RecordBase } from './types';
import { ConfirmAction } from './confirm-action';
import { useResourceMutation } from './api';
import type { ResourceT } from './use-resource-t';
import { useRevealSecret } from './use-reveal-secret';
import { downloadFile } from '../api/download';
import { useDelegator } from '../permissions';
import { lazyComponent } from '../lazy-component';

// The dialog's form (and a date picker it may hold) loads with the first dialog opened.
const ActionFormDialog = lazyComponent(() => import('./action-form-dialog'));

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  record: T;
  action: ActionSpec<T>;
  t: ResourceT;
  /** Links in a table row (icons alone among a row's inline actions), plain buttons on a show page. */
  look?: ButtonLook;
  /** Called once the action has worked (closes the "more" popover it sits in). */
  onDone?: () => void;
};

export function ActionButton<T extends RecordBase>({ resource, record, action, t, look, onDone }: Props<T>) {
  const revealSecret = useRevealSecret(resource, t);
  const actor = useDelegator();
  const client = useQueryClient();
  const run = async (body: object | undefined) => {
    const path = `/${resource.api.path}/${record.id}/${action.name}`;
    if (action.call === 'download') return downloadFile(path, {}, `${action.name}-${record.id}`);
    if (action.call === 'delete') return resource.api.remove(record.id);
    if (action.call === 'get') return resource.api.action(record.id, action.name, body, 'get');
    const answer = (await resource.api.action(record.id, action.name, body)) as T;
    revealSecret(answer);
    return answer;
  };
  const call = useResourceMutation(resource.api, async (body: object | undefined) => {
    const answer = await run(body);
    if (action.refreshesAll) void client.invalidateQueries();
    return answer;
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const name = recordTitle(resource, record);
  const { iconOnly, ...shape } = look ?? {};
  const button = { ...shape, danger: action.danger, icon: action.icon };

  if (!action.form)
    return (
      <ConfirmAction
        {...button}
        iconOnly={iconOnly}
        permission={action.permission}
        label={t(action.label)}
        confirm={
          action.confirm && (
            <Flex vertical gap={4} style={{ maxWidth: 360 }}>
              <span>{t(action.confirm, { name })}</span>
              {action.detail?.(record)}
            </Flex>
          )
        }
        success={t(action.success)}
        run={() => call.mutateAsync(action.body?.(record, actor))}
        onDone={onDone}
      />
    );
  const { form } = action;
  return (
    <>
      {labelled(<Button {...button} onClick={() => setDialogOpen(true)} />, t(action.label), iconOnly)}
      {dialogOpen && (
        <Suspense>
          <ActionFormDialog
            form={form}
            title={t(form.title, { name })}
            success={t(action.success)}
            danger={action.danger}
            submit={(body) => call.mutateAsync(body)}
            onClose={(done) => {
              setDialogOpen(false);
              if (done) onDone?.();
            }}
            t={t}
          />
        </Suspense>
      )}
    </>
  );
}
