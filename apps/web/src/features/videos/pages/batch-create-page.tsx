/**
 * Batch creation (`/videos/batch-create`): video files dropped or picked at once upload side by side
 * (resumably, one progress row each); each row takes a title (the file's name to start with) and, if wanted,
 * a serial number; "Create drafts" makes one draft per uploaded file, all or none. A refusal shows on its row.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Flex, Input, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../lib/api/form-errors';
import { useMessage } from '../../../lib/feedback';
import { useResourceT } from '../../../lib/resource';
import { UploadRows } from '../../../lib/resource/inputs/upload-rows';
import { errorText } from '../../../lib/resource/use-save-controller';
import { ACCEPT } from '../../../lib/upload/upload';
import { type UploadRow, useUploadQueue } from '../../../lib/upload/use-upload-queue';
import { batchCreateVideos, type BatchItem } from '../api';
import { VIDEOS_PATH } from '../constants';

type Entry = { title: string; serialNumber: string };
/** The file's name without its extension: a title to start from. */
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, 200);

export default function VideoBatchCreatePage() {
  const t = useResourceT('videos');
  const message = useMessage();
  const navigate = useNavigate();
  const queue = useUploadQueue('video');
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [errors, setErrors] = useState<Record<number, string[]>>({});
  const stored = queue.rows.filter((row) => row.stored);
  const entryOf = (row: UploadRow) => entries[row.key] ?? { title: titleOf(row.file), serialNumber: '' };
  const edit = (row: UploadRow, change: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [row.key]: { ...entryOf(row), ...change } }));

  const create = useMutation({
    mutationFn: (rows: UploadRow[]) =>
      batchCreateVideos(
        rows.map((row): BatchItem => {
          const { title, serialNumber } = entryOf(row);
          return { videoFileId: row.stored!.id, title, ...(serialNumber.trim() ? { serialNumber } : {}) };
        }),
      ),
    onSuccess: ({ data }) => {
      message.success(t('batch.created', { count: data.length }));
      void navigate(`${VIDEOS_PATH}?status=draft`);
    },
    onError: (error, rows) => {
      // `items.2.title` -> the third row's messages.
      const byRow: Record<number, string[]> = {};
      for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
        const row = rows[Number(name.split('.')[1])];
        if (row && messages) byRow[row.key] = [...(byRow[row.key] ?? []), ...messages];
      }
      setErrors(byRow);
      if (!Object.keys(byRow).length) message.error(errorText(error, t('resource:failed')));
    },
  });

  const rowControls = (row: UploadRow) => (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          aria-label={t('fields.title')}
          addonBefore={t('fields.title')}
          value={entryOf(row).title}
          maxLength={200}
          onChange={(event) => edit(row, { title: event.target.value })}
          style={{ flex: '2 1 240px' }}
        />
        <Input
          aria-label={t('fields.serialNumber')}
          addonBefore={t('fields.serialNumber')}
          placeholder={t('batch.serialPlaceholder')}
          value={entryOf(row).serialNumber}
          maxLength={16}
          onChange={(event) => edit(row, { serialNumber: event.target.value })}
          style={{ flex: '1 1 200px' }}
        />
      </Flex>
      {errors[row.key]?.map((text) => (
        <Typography.Text key={text} type="danger">
          {text}
        </Typography.Text>
      ))}
    </Flex>
  );

  return (
    <Card title={t('title.batchCreate')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('batch.hint')}
        </Typography.Paragraph>
        <Upload.Dragger
          accept={ACCEPT.video}
          multiple
          showUploadList={false}
          beforeUpload={(file, list) => {
            if (file === list[0]) queue.add(list);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('batch.drop')}</p>
        </Upload.Dragger>
        <UploadRows queue={queue} t={t} extra={rowControls} />
        <Flex gap={8} justify="end" wrap>
          {queue.busy && <Typography.Text type="secondary">{t('resource:upload.wait')}</Typography.Text>}
          <Button
            type="primary"
            disabled={queue.busy || !stored.length}
            loading={create.isPending}
            onClick={() => create.mutate(stored)}
          >
            {t('batch.create', { count: stored.length })}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
