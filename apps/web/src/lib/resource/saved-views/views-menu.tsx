/**
 * The list's "Views" menu: save what the list shows as a new view, and act on the view picked — rename it,
 * update it to what the list shows now, make it (or stop it being) the admin's default, share it with a role,
 * delete it. A view shared with the admin offers only the default. The dialogs load when first opened.
 */
import { Suspense, useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useMessage } from '../../feedback';
import { errorText } from '../use-save-controller';
import type { ResourceT } from '../use-resource-t';
import { useSavedViewChange, type SavedView, type ViewState } from './api';
import type { DialogKind } from './view-dialogs';
import { lazyComponent } from '../../lazy-component';

const ViewDialogs = lazyComponent(() => import('./view-dialogs'));

type Props = {
  /** The list's API path: the views' `resource`. */
  resource: string;
  picked: SavedView | undefined;
  /** What the list shows now. */
  current: () => ViewState;
  onSaved: (view: SavedView) => void;
  onDeleted: () => void;
  t: ResourceT;
};

const sameState = (a: ViewState, b: ViewState) => JSON.stringify(a) === JSON.stringify(b);

export function ViewsMenu({ resource, picked, current, onSaved, onDeleted, t }: Props) {
  const [dialog, setDialog] = useState<DialogKind>();
  const change = useSavedViewChange(resource);
  const message = useMessage();

  const run = async (work: Promise<unknown>, success: string) => {
    try {
      await work;
      message.success(success);
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    }
  };

  const own = picked?.mine ? picked : undefined;
  const items: MenuProps['items'] = [
    { key: 'save', label: t('resource:views.save') },
    ...(picked
      ? [
          { type: 'divider' as const },
          {
            key: 'picked',
            type: 'group' as const,
            label: picked.name,
            children: [
              ...(own
                ? [
                    { key: 'rename', label: t('resource:views.rename') },
                    {
                      key: 'update',
                      label: t('resource:views.update'),
                      disabled: sameState(own.state, current()),
                    },
                  ]
                : []),
              {
                key: 'default',
                label: t(picked.isDefault ? 'resource:views.unsetDefault' : 'resource:views.setDefault'),
              },
              ...(own
                ? [
                    { key: 'share', label: t('resource:views.share') },
                    { key: 'delete', label: t('resource:views.delete'), danger: true },
                  ]
                : []),
            ],
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'update' && own)
      return void run(
        change.mutateAsync({ kind: 'update', id: own.id, body: { state: current() } }),
        t('resource:views.updated', { name: own.name }),
      );
    if (key === 'default' && picked)
      return void run(
        change.mutateAsync({ kind: 'default', id: picked.id, on: !picked.isDefault }),
        picked.isDefault ? t('resource:views.defaultUnset') : t('resource:views.defaultSet', { name: picked.name }),
      );
    setDialog(key as DialogKind);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button>
          {t('resource:views.menu')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {dialog && (
        <Suspense>
          <ViewDialogs
            kind={dialog}
            view={own}
            current={current}
            change={change.mutateAsync}
            onSaved={onSaved}
            onDeleted={onDeleted}
            onClose={() => setDialog(undefined)}
            t={t}
          />
        </Suspense>
      )}
    </>
  );
}
