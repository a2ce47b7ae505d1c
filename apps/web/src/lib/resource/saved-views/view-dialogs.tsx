/**
 * The dialogs of the "Views" menu: name a new view (it holds what the list shows now), rename one, share it with a
 * role (or no longer), delete it. The server's field messages (a name already used) show on their fields.
 */
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useRead } from '../../api/use-read';
import { SAVED_VIEW_NAME_MAX } from '@backlot/contract/saved-views';
import { useRoleName } from '../../permissions';
import { useMessage } from '../../feedback';
import { errorText, useSaveController } from '../use-save-controller';
import type { ResourceT } from '../use-resource-t';
import { shareableRolesOptions, type SavedView, type useSavedViewChange, type ViewState } from './api';

export type DialogKind = 'save' | 'rename' | 'share' | 'delete';

type Change = ReturnType<typeof useSavedViewChange>['mutateAsync'];
type Props = {
  kind: DialogKind;
  /** The admin's own view acted on (all but `save`). */
  view: SavedView | undefined;
  current: () => ViewState;
  change: Change;
  onSaved: (view: SavedView) => void;
  onDeleted: () => void;
  onClose: () => void;
  t: ResourceT;
};

/** "Not shared" in the role picker. */
const NOBODY = 0;

function FormDialog({ kind, view, current, change, onSaved, onClose, t }: Props) {
  const [form] = Form.useForm<{ name?: string; role?: number }>();
  const roleName = useRoleName();
  const roles = useRead({ ...shareableRolesOptions(), enabled: kind === 'share' });
  const controller = useSaveController({
    form,
    save: async ({ name, role }: { name?: string; role?: number }) => {
      if (kind === 'save') return change({ kind: 'create', name: name!, state: current() });
      if (kind === 'rename') return change({ kind: 'update', id: view!.id, body: { name } });
      return change({ kind: 'update', id: view!.id, body: { sharedRoleId: role || null } });
    },
    onSaved: (saved) => {
      if (saved) onSaved(saved);
      onClose();
    },
    success: t(
      kind === 'save' ? 'resource:views.saved' : kind === 'share' ? 'resource:views.shared' : 'resource:views.renamed',
    ),
  });
  const options = [
    { value: NOBODY, label: t('resource:views.notShared') },
    ...(roles.data ?? []).map((role) => ({ value: role.id, label: roleName(role.name) })),
  ];
  // A role the owner no longer holds still reads as the one it is shared with.
  if (view?.sharedRoleId && !options.some((o) => o.value === view.sharedRoleId))
    options.push({ value: view.sharedRoleId, label: roleName(view.sharedRoleName ?? '') });
  const title =
    kind === 'save'
      ? t('resource:views.saveTitle')
      : t(kind === 'share' ? 'resource:views.shareTitle' : 'resource:views.renameTitle', { name: view?.name });
  return (
    <Modal
      open
      title={title}
      okText={t('resource:confirm.ok')}
      cancelText={t('resource:confirm.cancel')}
      confirmLoading={controller.saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name={`saved-view-${kind}`}
        initialValues={{ name: view?.name, role: view?.sharedRoleId ?? NOBODY }}
        onFinish={(values) => void controller.submit(values)}
      >
        {kind === 'share' ? (
          <Form.Item name="role" label={t('resource:views.shareRole')} extra={t('resource:views.shareHint')}>
            <Select options={options} loading={roles.isPending} />
          </Form.Item>
        ) : (
          <Form.Item
            name="name"
            label={t('resource:views.name')}
            rules={[{ required: true, whitespace: true, message: t('resource:views.nameRequired') }]}
          >
            <Input maxLength={SAVED_VIEW_NAME_MAX} autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function DeleteDialog({ view, change, onDeleted, onClose, t }: Props) {
  const message = useMessage();
  const remove = async () => {
    try {
      await change({ kind: 'delete', id: view!.id });
      message.success(t('resource:views.deleted'));
      onDeleted();
      onClose();
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    }
  };
  return (
    <Modal
      open
      title={t('resource:views.deleteTitle')}
      okText={t('resource:confirm.ok')}
      cancelText={t('resource:confirm.cancel')}
      okButtonProps={{ danger: true }}
      onOk={remove}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('resource:views.deleteConfirm', { name: view?.name })}</Typography.Paragraph>
    </Modal>
  );
}

export default function ViewDialogs(props: Props) {
  return props.kind === 'delete' ? <DeleteDialog {...props} /> : <FormDialog {...props} />;
}
