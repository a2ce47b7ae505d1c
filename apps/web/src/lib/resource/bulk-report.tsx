/**
 * The records a bulk action refused, each by its name with the server's reason, in a small dialog: loaded when
 * a bulk action first reports a refusal.
 */
import { List, Modal, Typography } from 'antd';
import { failureReason, type BulkFailure } from './bulk-actions';
import type { RecordId } from './types';
import type { ResourceT } from './use-resource-t';

export type BulkReportState = { action: string; failed: BulkFailure[] };

type Props = {
  report: BulkReportState;
  nameOf: (id: RecordId) => string;
  onClose: () => void;
  t: ResourceT;
};

export default function BulkReport({ report, nameOf, onClose, t }: Props) {
  return (
    <Modal
      open
      title={t('resource:bulk.failedTitle', { action: report.action, count: report.failed.length })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('resource:bulk.close')}
      footer={(_, { OkBtn }) => <OkBtn />}
      destroyOnHidden
    >
      <List
        size="small"
        dataSource={report.failed}
        rowKey="id"
        renderItem={(failure) => (
          <List.Item>
            <List.Item.Meta
              title={nameOf(failure.id)}
              description={<Typography.Text type="danger">{failureReason(failure)}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
