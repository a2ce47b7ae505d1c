/**
 * The keys of a queue list, in one line above it: moving, each action's shortcut the admin may use, selecting.
 * Loaded with the first queue shown.
 */
import { Fragment } from 'react';
import { Typography } from 'antd';
import type { PermissionName } from '@backlot/contract';
import type { ActionSpec } from './actions';
import type { ResourceT } from './use-resource-t';

type Props = {
  actions: readonly ActionSpec<never>[];
  allowed: (permission: PermissionName | undefined) => boolean;
  deletable: boolean;
  selectable: boolean;
  t: ResourceT;
};

export default function QueueHint({ actions, allowed, deletable, selectable, t }: Props) {
  const keys: Array<[string, string]> = [['↑ ↓', t('resource:queue.move')]];
  for (const action of actions)
    if (action.shortcut && allowed(action.permission)) keys.push([action.shortcut.toUpperCase(), t(action.label)]);
  if (deletable) keys.push(['Delete', t('resource:actions.delete')]);
  if (selectable) keys.push([t('resource:queue.space'), t('resource:queue.select')]);
  return (
    <Typography.Text type="secondary" aria-label={t('resource:queue.label')}>
      {t('resource:queue.keys')}{' '}
      {keys.map(([key, what], index) => (
        <Fragment key={key}>
          {index > 0 && ' · '}
          <Typography.Text keyboard>{key}</Typography.Text> {what}
        </Fragment>
      ))}
    </Typography.Text>
  );
}
