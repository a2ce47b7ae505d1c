/**
 * A stored file as it reads: an image's thumbnail (a click shows it whole), a video's player with its name,
 * size and length, a subtitle file's name to download, an attachment's name and size to download. `compact` (table cells) shows a video by name only.
 */
import { Image, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { PublicFileKind } from '@backlot/contract';
import type { StoredFile } from '../../upload/upload-file';
import { formatBytes } from './upload-status';

export type FileKindShown = PublicFileKind;

/** `1:35:07`, `4:05`. */
export function formatDuration(seconds: number) {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export type FileViewProps = { file: StoredFile; kind: FileKindShown; language: string; compact?: boolean };

export function FileView({ file, kind, language, compact }: FileViewProps) {
  if (kind === 'image')
    return (
      <Image
        width={compact ? 72 : 120}
        src={file.thumbnailUrl ?? file.url}
        alt={file.name}
        preview={{ src: file.url }}
      />
    );
  const facts = [file.name, formatBytes(file.size, language), file.duration && formatDuration(file.duration)];
  const caption = facts.filter(Boolean).join(' · ');
  if (kind === 'attachment')
    return (
      <Space size={4}>
        <PaperClipOutlined />
        <Typography.Link href={file.url} download={file.name}>
          {compact ? file.name : caption}
        </Typography.Link>
      </Space>
    );
  if (kind === 'subtitle' || compact)
    return (
      <Typography.Link href={file.url} download={file.name}>
        {compact ? file.name : caption}
      </Typography.Link>
    );
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: 360, width: '100%' }}>
      <video src={file.url} controls preload="metadata" style={{ width: '100%', borderRadius: 6 }} />
      <Typography.Text type="secondary">{caption}</Typography.Text>
    </Space>
  );
}
