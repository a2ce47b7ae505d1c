import { CloudUploadOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { videoFilters, videoPublish, videoCreate, videoUpdate } from '@backlot/contract';
import {
  type ActionSpec,
  commonFields,
  contractFilters,
  defineResource,
  type Field,
  formatDuration,
  pickedBy,
  type RelatedRecord,
  type FormSchemas,
} from '../../lib/resource';
import { videosApi, type Video } from './api';
import { VIDEOS_PATH, videoPermissions, videoStatuses, videoTypes } from './constants';

const nameOf = (record: RelatedRecord) => String(record.name);
/** `Anna · 安娜`, or the one name there is. */
const bilingualName = (record: RelatedRecord) =>
  [record.name, record.nameCn].filter((name) => typeof name === 'string' && name).join(' · ');

/** Ordered related records: a picker on the form, tags in the table. */
const related = (name: 'models' | 'directors' | 'tags', writes: string, labelOf: (record: RelatedRecord) => string) =>
  ({
    name,
    label: `fields.${name}`,
    valueType: 'relations',
    writes,
    relation: { path: name, labelOf },
  }) satisfies Field<Video>;

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
  gallery: true,
  titleOf: (video) => video.title,
  actions: videoActions,
  filters: contractFilters(videoFilters, {
    status: { label: 'fields.status', options: videoStatuses },
    type: { label: 'fields.type', options: videoTypes },
    free: { label: 'fields.isFree' },
    tag_id: pickedBy<RelatedRecord>('fields.tags', 'tags', nameOf),
    model_id: pickedBy<RelatedRecord>('fields.models', 'models', nameOf),
    director_id: pickedBy<RelatedRecord>('fields.directors', 'directors', nameOf),
    published: { label: 'fields.published' },
  }),
  fields: [
    commonFields.id,
    { name: 'cover', label: 'fields.cover', valueType: 'image', writes: 'coverId', width: 100 },
    { name: 'serialNumber', label: 'fields.serialNumber', sortable: true, width: 130, help: 'help.serialNumber' },
    { name: 'title', label: 'fields.title', width: 240 },
    { name: 'titleCn', label: 'fields.titleCn', width: 200 },
    { name: 'status', label: 'fields.status', valueType: 'select', options: videoStatuses },
    {
      name: 'type',
      label: 'fields.type',
      valueType: 'select',
      options: videoTypes,
      defaultValue: 'full',
      hiddenByDefault: true,
    },
    { name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', sortable: true },
    {
      name: 'producedOn',
      label: 'fields.producedOn',
      valueType: 'date',
      help: 'help.producedOn',
      hiddenByDefault: true,
    },
    {
      name: 'videoDuration',
      label: 'fields.duration',
      valueType: 'number',
      help: 'help.duration',
      render: (video) => (video.videoDuration === null ? '—' : formatDuration(video.videoDuration)),
    },
    { name: 'description', label: 'fields.description', valueType: 'textarea', hideInTable: true },
    { name: 'descriptionCn', label: 'fields.descriptionCn', valueType: 'textarea', hideInTable: true },
    { name: 'preview', label: 'fields.preview', valueType: 'video', writes: 'previewId', hideInTable: true },
    { name: 'trailer', label: 'fields.trailer', valueType: 'video', writes: 'trailerId', hideInTable: true },
    { name: 'videoFile', label: 'fields.videoFile', valueType: 'video', writes: 'videoFileId', hideInTable: true },
    {
      name: 'subtitleZh',
      label: 'fields.subtitleZh',
      valueType: 'subtitle',
      writes: 'subtitleZhId',
      hideInTable: true,
    },
    {
      name: 'subtitleEn',
      label: 'fields.subtitleEn',
      valueType: 'subtitle',
      writes: 'subtitleEnId',
      hideInTable: true,
    },
    related('models', 'modelIds', bilingualName),
    { ...related('directors', 'directorIds', nameOf), hiddenByDefault: true },
    { ...related('tags', 'tagIds', bilingualName), hiddenByDefault: true },
    {
      name: 'token',
      label: 'fields.token',
      valueType: 'number',
      defaultValue: 0,
      help: 'help.token',
      hiddenByDefault: true,
    },
    { name: 'isFree', label: 'fields.isFree', valueType: 'boolean', hiddenByDefault: true },
    { name: 'isMain', label: 'fields.isMain', valueType: 'boolean', hiddenByDefault: true },
    { name: 'isSrt', label: 'fields.isSrt', valueType: 'boolean', hiddenByDefault: true },
    { name: 'views', label: 'fields.views', sortable: true },
    { name: 'source', label: 'fields.source', hideInTable: true },
    { name: 'tooltips', label: 'fields.tooltips', hideInTable: true },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules; files upload as they are picked, before saving. */
export const videoSchemas: FormSchemas = { create: videoCreate, update: videoUpdate };
