/**
 * Puts every record of one list scope (the blocks of one site page, one site's FAQ) in a new order: the scope
 * picked at the top with the list's own filter controls (the list's filters picked it at first), then the
 * records in their current order, moved by dragging or with the keyboard, saved at once with one request
 * (`POST /<resource>/reorder { ids }`, the kit's server side) when the user saves.
 */
import { useState } from 'react';
import { Alert, Form, Modal, Typography } from 'antd';
import { useRead } from '../../api/use-read';
import { arrayMove } from '@dnd-kit/sortable';
import { api } from '../../api/client';
import { useMessage } from '../../feedback';
import { useResourceMutation } from '../api';
import { recordTitle, type Resource } from '../resource';
import SortableList from '../sortable/sortable-list';
import { filterControl, type FormValues, toFilterValues, toFormValues } from '../filter-controls';
import type { FilterValues, RecordBase, RecordId } from '../types';
import type { ResourceT } from '../use-resource-t';
import { errorText } from '../use-save-controller';

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  /** The scope's filters as the list's URL holds them (some perhaps unset). */
  initialScope: FilterValues;
  onClose: () => void;
  t: ResourceT;
};

export default function ReorderDialog<T extends RecordBase>({ resource, initialScope, onClose, t }: Props<T>) {
  const message = useMessage();
  const sort = resource.reorder?.sort ?? 'sort';
  const specs = (resource.reorder?.scope ?? []).flatMap(
    (name) => resource.filters?.filter((f) => f.name === name) ?? [],
  );
  const [scope, setScope] = useState(initialScope);
  const missing = specs.some((f) => !scope[f.name]);
  const list = useRead({ ...resource.api.list({ ...scope, sort, page: 1, perPage: 200 }), enabled: !missing });
  const [order, setOrder] = useState<T[] | null>(null);
  const pick = (values: FormValues) => {
    setScope(toFilterValues(specs, values));
    setOrder(null);
  };
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
      <Form layout="vertical" initialValues={toFormValues(specs, initialScope)} onValuesChange={(_, all) => pick(all)}>
        {specs.map((f) => (
          <Form.Item key={f.name} name={f.name} label={t(f.label)}>
            {filterControl(f, t, true, t('resource:reorder.choose'))}
          </Form.Item>
        ))}
      </Form>
      <Typography.Paragraph type="secondary">
        {t(missing ? 'resource:reorder.pickScope' : 'resource:reorder.hint')}
      </Typography.Paragraph>
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
