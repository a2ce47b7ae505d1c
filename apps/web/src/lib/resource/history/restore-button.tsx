/**
 * "Restore this version" on one change of a record's history: a dialog says which fields go back to what (the
 * server works it out, `GET …/restore`), and restoring says so and refreshes the record and its history. A
 * refusal (a state the record cannot go back to, a record the version names that is gone, old values that fail
 * today's rules) shows in the dialog, field by field where it names fields.
 */
import { Suspense, useState } from 'react';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import type { RestorePreview } from '@backlot/contract';
import { api as client, ApiError } from '../../api/client';
import { camelKey } from '../../api/case';
import { useMessage } from '../../feedback';
import { useChangeReader } from '../../record-fields/reading';
import { useResourceT } from '../use-resource-t';
import type { Camelize, RecordBase, RecordId } from '../types';
import { auditNameOf, restoreVersion, type HistoryEntry, type HistoryTarget } from './history-api';
import { HistoryChanges } from './history-changes';

type Props = {
  api: HistoryTarget;
  id: RecordId;
  entry: HistoryEntry;
  /** The record as the restore left it. */
  onRestored?: (record: RecordBase) => void;
};

export function RestoreButton({ api, id, entry, onRestored }: Props) {
  const t = useResourceT('resource');
  const message = useMessage();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const restore = useMutation({
    mutationFn: () => restoreVersion(api, id, entry.id),
    onSettled: () => queries.invalidateQueries({ queryKey: api.key }),
    onSuccess: (record) => {
      message.success(t('history.restored'));
      setOpen(false);
      onRestored?.(record);
    },
  });
  const close = () => {
    setOpen(false);
    restore.reset();
  };
  return (
    <>
      <Button size="small" icon={<RollbackOutlined />} onClick={() => setOpen(true)}>
        {t('history.restore')}
      </Button>
      <Modal
        open={open}
        destroyOnHidden
        title={t('history.restoreTitle')}
        okText={t('history.restoreOk')}
        cancelText={t('confirm.cancel')}
        confirmLoading={restore.isPending}
        onOk={() => restore.mutate()}
        onCancel={close}
      >
        <Suspense fallback={<Skeleton active />}>
          <RestoreDialogBody api={api} id={id} entry={entry} refusal={restore.error} />
        </Suspense>
      </Modal>
    </>
  );
}

/** What the restore would change, asked afresh each time the dialog opens, and why it was refused, if it was. */
function RestoreDialogBody({ api, id, entry, refusal }: Omit<Props, 'onRestored'> & { refusal: Error | null }) {
  const t = useResourceT('resource');
  const resource = auditNameOf(api.path);
  const reader = useChangeReader(resource);
  const preview = useRead({
    queryKey: [...api.key, 'history', api.path, id, 'restore', entry.id],
    queryFn: () => client.get<Camelize<RestorePreview>>(`/${api.path}/${id}/history/${entry.id}/restore`),
    gcTime: 0,
  });
  const changes = preview.data?.changes ?? {};
  const fieldErrors = refusal instanceof ApiError ? Object.entries(refusal.fieldErrors) : [];
  return (
    <>
      {preview.isLoading && <Skeleton active />}
      {preview.data && Object.keys(changes).length === 0 && (
        <Typography.Paragraph>{t('history.restoreNothing')}</Typography.Paragraph>
      )}
      {Object.keys(changes).length > 0 && (
        <>
          <Typography.Paragraph>{t('history.restoreChanges')}</Typography.Paragraph>
          <HistoryChanges resource={resource} changes={changes} />
        </>
      )}
      {(refusal ?? preview.error) && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={(refusal ?? preview.error)?.message || t('failed')}
          description={
            fieldErrors.length > 0 &&
            fieldErrors.map(([field, messages]) => (
              <div key={field}>
                {reader.label(camelKey(field))}: {messages[0]}
              </div>
            ))
          }
        />
      )}
    </>
  );
}
