/**
 * What can be done to the selected rows: each bulk action asks once, naming the count, runs as ONE call, then
 * says how many were done ("Publish: 10 of 12 done."), lists the refused rows by name with each reason, keeps
 * them selected and refreshes the list. The toolbar's Export control exports the selected rows.
 */
import { Suspense, useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useMessage } from '../feedback';
import { type BulkAction, runBulk } from './bulk-actions';
import type { BulkReportState } from './bulk-report';
import type { Resource } from './resource';
import type { RecordBase, RecordId } from './types';
import { errorText } from './use-save-controller';
import type { ResourceT } from './use-resource-t';
import { lazyComponent } from '../lazy-component';

const BulkReport = lazyComponent(() => import('./bulk-report'));

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  actions: readonly BulkAction[];
  /** Show the selection's count even without actions: the list exports the selected rows. */
  exportable: boolean;
  selected: readonly RecordId[];
  /** Receives the ids that failed: they stay selected. */
  onDone: (failed: RecordId[]) => void;
  /** A selected record's name, for the report. */
  nameOf: (id: RecordId) => string;
  t: ResourceT;
};

export function BulkBar<T extends RecordBase>({
  resource,
  actions,
  exportable,
  selected,
  onDone,
  nameOf,
  t,
}: Props<T>) {
  const message = useMessage();
  const client = useQueryClient();
  const [report, setReport] = useState<BulkReportState | null>(null);
  const run = async (action: BulkAction) => {
    try {
      const outcome = await runBulk(resource.api.path, action.name, selected);
      const counts = { action: action.label, ok: outcome.done.length, total: selected.length };
      if (outcome.failed.length) {
        message.warning(t('resource:bulk.result', counts));
        setReport({ action: action.label, failed: outcome.failed });
      } else message.success(t('resource:bulk.result', counts));
      onDone(outcome.failed.map((failure) => failure.id));
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      await client.invalidateQueries({ queryKey: resource.api.key });
    }
  };
  const bar =
    (!actions.length && !exportable) || !selected.length ? null : (
      <Space wrap role="toolbar" aria-label={t('resource:bulk.selected', { count: selected.length })}>
        <span>{t('resource:bulk.selected', { count: selected.length })}</span>
        {actions.map((action) => (
          <Popconfirm
            key={action.name}
            title={action.confirm(selected.length)}
            description={action.detail}
            okText={t('resource:confirm.ok')}
            cancelText={t('resource:confirm.cancel')}
            okButtonProps={{ danger: action.danger }}
            onConfirm={() => run(action)}
          >
            <Button danger={action.danger}>{action.label}</Button>
          </Popconfirm>
        ))}
        <Button type="link" onClick={() => onDone([])}>
          {t('resource:bulk.clear')}
        </Button>
      </Space>
    );
  return (
    <>
      {bar ?? <span />}
      {report && (
        <Suspense>
          <BulkReport report={report} nameOf={nameOf} onClose={() => setReport(null)} t={t} />
        </Suspense>
      )}
    </>
  );
}
