import { CloudUploadOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { Image, Space, Tag } from 'antd';
import { videoPublish } from '@backlot/contract';
import {
  type ActionSpec,
  commonFields,
  defineResource,
  type FilterSpec,
  flagOptions,
  RemoteSelect,
} from '../../lib/resource';
import { videosApi, type Video } from './api';
import { VIDEOS_PATH, videoPermissions, videoStatuses, videoTypes } from './constants';

type Named = { id: number; name: string; nameCn?: string };
const nameOf = (record: Named) => record.name;

/** `1:35:07`, `4:05`. */
function duration(seconds: number | null) {
  if (seconds === null) return '—';
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const names = (records: Named[]) =>
  records.length ? (
    <Space size={[0, 4]} wrap>
      {records.map((record) => (
        <Tag key={record.id}>{record.name}</Tag>
      ))}
    </Space>
  ) : (
    '—'
  );

/** A filter by a related record, picked by name. */
const relatedFilter = (name: string, label: string, path: string): FilterSpec => ({
  name,
  label,
  type: 'number',
  input: <RemoteSelect<Named> path={path} labelOf={nameOf} style={{ minWidth: 160 }} />,
});

const videoActions: ActionSpec<Video>[] = [
  {
    name: 'publish',
    permission: 'publish-videos',
    label: 'actions.publish',
    icon: <CloudUploadOutlined />,
    visible: (video) => video.status !== 'published',
    success: 'actions.published',
    form: {
      title: 'actions.publishTitle',
      fields: [{ name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', help: 'help.publishedAt' }],
      schema: videoPublish,
    },
  },
  {
    name: 'hide',
    permission: 'publish-videos',
    label: 'actions.hide',
    icon: <EyeInvisibleOutlined />,
    danger: true,
    visible: (video) => video.status === 'published' || video.status === 'scheduled',
    confirm: 'actions.confirmHide',
    success: 'actions.hidden',
  },
];

export const videoResource = defineResource<Video>({
  ns: 'videos',
  path: VIDEOS_PATH,
  showAt: 'show',
  api: videosApi,
  permissions: videoPermissions,
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (video) => video.title,
  actions: videoActions,
  filters: [
    { name: 'status', label: 'fields.status', type: 'select', options: videoStatuses },
    { name: 'type', label: 'fields.type', type: 'select', options: videoTypes },
    { name: 'free', label: 'fields.isFree', type: 'select', options: flagOptions },
    relatedFilter('tagId', 'fields.tags', 'tags'),
    relatedFilter('modelId', 'fields.models', 'models'),
    relatedFilter('directorId', 'fields.directors', 'directors'),
    { name: 'published', label: 'fields.published', type: 'dateRange', range: ['publishedFrom', 'publishedTo'] },
  ],
  fields: [
    commonFields.id,
    {
      name: 'cover',
      label: 'fields.cover',
      width: 110,
      render: (video) =>
        video.cover ? (
          <Image
            width={96}
            src={video.cover.thumbnailUrl ?? video.cover.url}
            alt={video.title}
            preview={{ src: video.cover.url }}
          />
        ) : (
          '—'
        ),
    },
    { name: 'serialNumber', label: 'fields.serialNumber', sortable: true, width: 130 },
    { name: 'title', label: 'fields.title', width: 240 },
    { name: 'titleCn', label: 'fields.titleCn', width: 200 },
    { name: 'status', label: 'fields.status', valueType: 'select', options: videoStatuses },
    { name: 'type', label: 'fields.type', valueType: 'select', options: videoTypes, hiddenByDefault: true },
    { name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', sortable: true },
    { name: 'videoDuration', label: 'fields.duration', render: (video) => duration(video.videoDuration) },
    { name: 'token', label: 'fields.token', hiddenByDefault: true },
    { name: 'isFree', label: 'fields.isFree', valueType: 'boolean', hiddenByDefault: true },
    { name: 'isSrt', label: 'fields.isSrt', valueType: 'boolean', hiddenByDefault: true },
    { name: 'views', label: 'fields.views', sortable: true },
    { name: 'models', label: 'fields.models', render: (video) => names(video.models) },
    { name: 'directors', label: 'fields.directors', render: (video) => names(video.directors), hiddenByDefault: true },
    { name: 'tags', label: 'fields.tags', render: (video) => names(video.tags), hiddenByDefault: true },
    { name: 'description', label: 'fields.description', valueType: 'textarea', hideInTable: true },
    { name: 'descriptionCn', label: 'fields.descriptionCn', valueType: 'textarea', hideInTable: true },
    { name: 'source', label: 'fields.source', hideInTable: true },
    {
      name: 'videoFile',
      label: 'fields.videoFile',
      hideInTable: true,
      render: (video) => video.videoFile?.name ?? '—',
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
