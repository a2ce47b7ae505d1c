/**
 * Puts every record of one list scope (the blocks of one site page, one site's FAQ) in a new order: the
 * records in their current order, moved by dragging or with the keyboard, saved at once with one request
 * (`POST /<resource>/reorder { ids }`, the kit's server side) when the user saves.
 */
import { useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { arrayMove } from '@dnd-kit/sortable';
import { api, type Query } from '../../api/client';
import { useMessage } from '../../feedback';
import { useResourceMutation } from '../api';
import { recordTitle, type Resource } from '../resource';
import SortableList from '../sortable/sortable-list';
import type { RecordBase, RecordId } from '../types';
import type { ResourceT } from '../use-resource-t';
import { errorText } from '../use-save-controller';

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  /** The scope's filters, as the list's URL holds them. */
  scope: Query;
  /** The labels of the scope's filters not set yet: nothing to order until they are. */
  missing?: string;
  onClose: () => void;
  t: ResourceT;
};

export default function ReorderDialog<T extends RecordBase>({ resource, scope, missing, onClose, t }: Props<T>) {
  const message = useMessage();
  const sort = resource.reorder?.sort ?? 'sort';
  const list = useQuery({ ...resource.api.list({ ...scope, sort, page: 1, perPage: 200 }), enabled: !missing });
  const [order, setOrder] = useState<T[] | null>(null);
  const records = order ?? list.data?.data ?? [];
  const save = useResourceMutation(resource.api, (ids: RecordId[]) =>
    api.post(`/${resource.api.path}/reorder`, { ids }),
  );
  const submit = () =>
    save.mutate(
      records.map((record) => record.id),
      {
        onSuccess: () => {
          message.success(t('resource:reorder.saved'));
          onClose();
        },
        onError: (error) => void message.error(errorText(error, t('resource:failed'))),
      },
    );
  return (
    <Modal
      open
      title={t('resource:reorder.title')}
      okText={t('resource:reorder.save')}
      cancelText={t('resource:actions.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !order, loading: save.isPending }}
      destroyOnHidden
    >
      {missing ? (
        <Alert type="info" showIcon title={t('resource:reorder.pickScope', { fields: missing })} />
      ) : (
        <Typography.Paragraph type="secondary">{t('resource:reorder.hint')}</Typography.Paragraph>
      )}
      {list.isError && <Alert type="error" showIcon title={errorText(list.error, t('resource:failed'))} />}
      {missing ? null : list.isLoading ? (
        <Typography.Text type="secondary">…</Typography.Text>
      ) : (
        <SortableList
          label={t('resource:reorder.title')}
          items={records.map((record) => ({
            id: record.id,
            label: recordTitle(resource, record),
            extra: resource.reorder?.describe?.(record, t),
          }))}
          onMove={(from, to) => setOrder(arrayMove(records, from, to))}
          t={t}
        />
      )}
    </Modal>
  );
}
