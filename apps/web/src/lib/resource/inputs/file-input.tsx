/**
 * A file field's control: the current file, a button (or a drop) to upload another — sent at once, its
 * progress shown — cancel while it goes, try again after a failure, and remove. The form's value is the
 * stored file record; while an upload runs it is the `UPLOADING` mark, which the field's rule refuses, so the
 * form cannot be saved half-way.
 */
import { useRef, useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { CloseOutlined, DeleteOutlined, RedoOutlined, UploadOutlined } from '@ant-design/icons';
import { ACCEPT, upload } from '../../upload/upload';
import type { StoredFile, UploadProgress } from '../../upload/upload-file';
import { useLanguage } from '../use-language';
import type { ResourceT } from '../use-resource-t';
import { uploadRefusal } from './upload-refusal';
import { FileView, type FileKindShown } from './file-view';
import { UploadStatus } from './upload-status';

/** The value of a file field while its upload runs. */
export const UPLOADING = { uploading: true } as const;
export type FileValue = StoredFile | typeof UPLOADING | null;

type Props = {
  kind: FileKindShown;
  value?: FileValue;
  onChange?: (value: FileValue) => void;
  id?: string;
  disabled?: boolean;
  t: ResourceT;
};

export default function FileInput({ kind, value, onChange, id, disabled, t }: Props) {
  const language = useLanguage();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<{ file: File; message: string } | null>(null);
  const running = useRef<AbortController | null>(null);
  const current = value && !('uploading' in value) ? value : null;

  const start = (file: File) => {
    const before = current;
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setProgress({ sent: 0, total: file.size });
    onChange?.(UPLOADING);
    upload(kind, file, { onProgress: setProgress, signal: controller.signal })
      .then(
        (stored) => onChange?.(stored),
        (error: unknown) => {
          setFailure({ file, message: uploadRefusal(error, t) });
          onChange?.(before);
        },
      )
      .finally(() => {
        running.current = null;
        setProgress(null);
      });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {current && <FileView file={current} kind={kind} language={language} />}
      {progress ? (
        <Space align="start" style={{ width: '100%' }} styles={{ item: { flex: 1 } }}>
          <UploadStatus progress={progress} />
          <Button size="small" icon={<CloseOutlined />} onClick={() => running.current?.abort()}>
            {t('resource:upload.cancel')}
          </Button>
        </Space>
      ) : (
        <Space wrap>
          <Upload
            id={id}
            accept={ACCEPT[kind]}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={(file) => {
              start(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={disabled}>
              {t(current ? 'resource:upload.replace' : 'resource:upload.pick')}
            </Button>
          </Upload>
          {failure && (
            <Button icon={<RedoOutlined />} disabled={disabled} onClick={() => start(failure.file)}>
              {t('resource:upload.retry')}
            </Button>
          )}
          {current && (
            <Button icon={<DeleteOutlined />} danger disabled={disabled} onClick={() => onChange?.(null)}>
              {t('resource:upload.remove')}
            </Button>
          )}
        </Space>
      )}
      {failure && <Typography.Text type="danger">{failure.message}</Typography.Text>}
    </Space>
  );
}
