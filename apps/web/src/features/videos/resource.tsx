import { CloudUploadOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { Image, Space, Tag } from 'antd';
import { videoFilters, videoPublish } from '@backlot/contract';
import { type ActionSpec, commonFields, contractFilters, defineResource, pickedBy } from '../../lib/resource';
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
  filters: contractFilters(videoFilters, {
    status: { label: 'fields.status', options: videoStatuses },
    type: { label: 'fields.type', options: videoTypes },
    free: { label: 'fields.isFree' },
    tag_id: pickedBy<Named>('fields.tags', 'tags', nameOf),
    model_id: pickedBy<Named>('fields.models', 'models', nameOf),
    director_id: pickedBy<Named>('fields.directors', 'directors', nameOf),
    published: { label: 'fields.published' },
  }),
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
