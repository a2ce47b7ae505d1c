/**
 * A record's scans on its show page (a performer's identity document, a signed release): name, type, size,
 * when and by whom each was uploaded. Anyone who reads the record downloads them (each download is recorded
 * in the audit log); with the edit permission, scans are added (several at once, each with its progress) and
 * deleted after a confirmation — the server may refuse (legal hold), and its message is shown.
 */
import { Alert, Button, Card, Flex, Space, Table, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useMessage } from '../../feedback/message';
import { ACCEPT } from '../../upload/upload';
import { useUploadQueue } from '../../upload/use-upload-queue';
import { ConfirmAction } from '../confirm-action';
import { UploadRows } from '../inputs/upload-rows';
import { formatBytes } from '../inputs/upload-status';
import type { RecordId } from '../types';
import { useLanguage } from '../use-language';
import type { ResourceT } from '../use-resource-t';
import { errorText } from '../use-save-controller';
import { formatInstant } from '../value-types';
import { type Scan, useScans } from './use-scans';

type Props = { path: string; id: RecordId; editable: boolean; t: ResourceT };

export default function ScansPanel({ path, id, editable, t }: Props) {
  const message = useMessage();
  const language = useLanguage();
  const scans = useScans(path, id);
  const queue = useUploadQueue(scans.send, scans.added);
  const download = (scan: Scan) =>
    scans.download(scan).catch((error: unknown) => void message.error(errorText(error, t('resource:failed'))));

  const columns = [
    { key: 'name', title: t('resource:scans.name'), dataIndex: 'name' },
    { key: 'mime', title: t('resource:scans.type'), dataIndex: 'mime' },
    { key: 'size', title: t('resource:scans.size'), render: (scan: Scan) => formatBytes(scan.size, language) },
    {
      key: 'createdAt',
      title: t('resource:scans.uploadedAt'),
      render: (scan: Scan) => formatInstant(scan.createdAt, language),
    },
    { key: 'createdByName', title: t('resource:scans.uploadedBy'), render: (scan: Scan) => scan.createdByName ?? '—' },
    {
      key: 'actions',
      title: t('resource:scans.actions'),
      render: (scan: Scan) => (
        <Space size={0} wrap>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            aria-label={t('resource:scans.downloadOf', { name: scan.name })}
            onClick={() => void download(scan)}
          >
            {t('resource:scans.download')}
          </Button>
          {editable && (
            <ConfirmAction
              type="link"
              danger
              icon={<DeleteOutlined />}
              label={t('resource:scans.delete')}
              aria-label={t('resource:scans.deleteOf', { name: scan.name })}
              confirm={t('resource:scans.confirmDelete', { name: scan.name })}
              success={t('resource:deleted')}
              run={() => scans.remove.mutateAsync(scan.id)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('resource:scans.title', { count: scans.scans.length })}
      extra={
        editable && (
          <Upload
            accept={ACCEPT.scan}
            multiple
            showUploadList={false}
            beforeUpload={(file, list) => {
              if (file === list[0]) queue.add(list);
              return false;
            }}
          >
            <Button icon={<PlusOutlined />}>{t('resource:scans.add')}</Button>
          </Upload>
        )
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('resource:scans.private')}</Typography.Text>
        {scans.query.isError && (
          <Alert type="error" showIcon title={errorText(scans.query.error, t('resource:failed'))} />
        )}
        <UploadRows queue={queue} t={t} />
        <Table<Scan>
          rowKey="id"
          size="small"
          loading={scans.query.isPending}
          columns={columns}
          dataSource={scans.scans}
          pagination={false}
          locale={{ emptyText: t('resource:scans.empty') }}
          aria-label={t('resource:scans.title', { count: scans.scans.length })}
          scroll={{ x: 'max-content' }}
        />
      </Flex>
    </Card>
  );
}
