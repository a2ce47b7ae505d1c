/**
 * The rows of an upload queue: each file's name, its progress (or its refusal), and cancel, try again or
 * remove; `extra` adds controls of a row's own (a batch's title for each video).
 */
import type { ReactNode } from 'react';
import { Button, Flex, List, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import type { UploadQueue, UploadRow } from '../../upload/use-upload-queue';
import type { ResourceT } from '../use-resource-t';
import { UploadStatus } from './upload-status';
import { uploadRefusal } from './upload-refusal';

type Props<T> = { queue: UploadQueue<T>; t: ResourceT; extra?: (row: UploadRow<T>) => ReactNode };

export function UploadRows<T>({ queue, t, extra }: Props<T>) {
  if (!queue.rows.length) return null;
  return (
    <List
      size="small"
      bordered
      dataSource={queue.rows}
      rowKey="key"
      renderItem={(row) => {
        const running = !row.stored && !row.error;
        return (
          <List.Item className="upload-row" aria-label={row.file.name}>
            <Flex vertical gap={6} style={{ width: '100%' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong ellipsis style={{ maxWidth: '60%' }}>
                  {row.file.name}
                </Typography.Text>
                <Flex gap={4}>
                  {running && (
                    <Button size="small" icon={<CloseOutlined />} onClick={() => queue.cancel(row.key)}>
                      {t('resource:upload.cancel')}
                    </Button>
                  )}
                  {row.error !== undefined && (
                    <Button size="small" icon={<RedoOutlined />} onClick={() => queue.retry(row)}>
                      {t('resource:upload.retry')}
                    </Button>
                  )}
                  {!running && (
                    <Button size="small" danger icon={<DeleteOutlined />} onClick={() => queue.drop(row.key)}>
                      {t('resource:upload.remove')}
                    </Button>
                  )}
                </Flex>
              </Flex>
              {row.error === undefined ? (
                <UploadStatus progress={row.progress} />
              ) : (
                <Typography.Text type="danger">{uploadRefusal(row.error, t)}</Typography.Text>
              )}
              {extra?.(row)}
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
