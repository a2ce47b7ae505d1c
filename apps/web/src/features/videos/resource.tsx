import { CloudUploadOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { videoFilters, videoManifest } from '@backlot/contract';
import {
  contractFilters,
  defineResource,
  type Field,
  formatDuration,
  pickedBy,
  type RelatedRecord,
  transition,
} from '../../lib/resource';
import { videosApi, type Video } from './api';
import { VIDEOS_PATH, videoPermissions, videoStatuses, videoTypes } from './constants';

const nameOf = (record: RelatedRecord) => String(record.name);
/** `Anna · 安娜`, or the one name there is. */
const bilingualName = (record: RelatedRecord) =>
  [record.name, record.nameCn].filter((name) => typeof name === 'string' && name).join(' · ');

/** Ordered related records, written as their ids (`modelIds`): a picker on the form, tags in the table. */
const related = (name: 'models' | 'directors' | 'tags', labelOf: (record: RelatedRecord) => string) =>
  ({
    valueType: 'relations',
    writes: `${name.slice(0, -1)}Ids`,
    relation: { path: name, labelOf },
  }) satisfies Partial<Field<Video>>;

/** A stored file, written as its id (`coverId`). */
const file = (valueType: 'image' | 'video' | 'subtitle', writes: string, shown: Partial<Field<Video>> = {}) =>
  ({ valueType, writes, hideInTable: true, ...shown }) satisfies Partial<Field<Video>>;

/** The site's counters, read-only: the list offers them as columns to show, the video's page a card of them. */
const counter = { hiddenByDefault: true, section: 'fields.counters' } satisfies Partial<Field<Video>>;

export const videoResource = defineResource<Video>({
  ns: 'videos',
  path: VIDEOS_PATH,
  showAt: 'show',
  api: videosApi,
  permissions: videoPermissions,
  manifest: videoManifest,
  hasShow: true,
  gallery: true,
  formSections: [
    {
      name: 'basics',
      fields: [
        'serialNumber',
        'type',
        'title',
        'titleCn',
        'producedOn',
        'videoDuration',
        'description',
        'descriptionCn',
      ],
    },
    { name: 'people', fields: ['models', 'directors', 'tags'] },
    { name: 'files', fields: ['cover', 'videoFile', 'preview', 'trailer', 'subtitleZh', 'subtitleEn'] },
    { name: 'sale', fields: ['token', 'isFree', 'isMain', 'source', 'tooltips'] },
  ],
  actions: [
    transition(videoManifest, 'publish', {
      label: 'actions.publish',
      icon: <CloudUploadOutlined />,
      success: 'actions.published',
      form: {
        title: 'actions.publishTitle',
        fields: [{ name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', help: 'help.publishedAt' }],
      },
    }),
    transition(videoManifest, 'hide', {
      label: 'actions.hide',
      icon: <EyeInvisibleOutlined />,
      danger: true,
      confirm: 'actions.confirmHide',
      success: 'actions.hidden',
    }),
  ],
  filters: contractFilters(videoFilters, {
    status: { label: 'fields.status', options: videoStatuses },
    type: { label: 'fields.type', options: videoTypes },
    free: { label: 'fields.isFree' },
    tag_id: pickedBy<RelatedRecord>('fields.tags', 'tags', nameOf),
    model_id: pickedBy<RelatedRecord>('fields.models', 'models', nameOf),
    director_id: pickedBy<RelatedRecord>('fields.directors', 'directors', nameOf),
    published: { label: 'fields.published' },
  }),
  presentation: {
    coverId: false,
    cover: file('image', 'coverId', { width: 100, hideInTable: false }),
    serialNumber: { width: 130, help: 'help.serialNumber' },
    title: { width: 200 },
    titleCn: { width: 160 },
    status: { options: videoStatuses },
    type: { options: videoTypes, hiddenByDefault: true },
    producedOn: { help: 'help.producedOn', hiddenByDefault: true },
    videoDuration: {
      help: 'help.videoDuration',
      render: (video) => (video.videoDuration === null ? '—' : formatDuration(video.videoDuration)),
    },
    description: { hideInTable: true },
    descriptionCn: { hideInTable: true },
    previewId: false,
    preview: file('video', 'previewId'),
    trailerId: false,
    trailer: file('video', 'trailerId'),
    videoFileId: false,
    videoFile: file('video', 'videoFileId'),
    subtitleZhId: false,
    subtitleZh: file('subtitle', 'subtitleZhId'),
    subtitleEnId: false,
    subtitleEn: file('subtitle', 'subtitleEnId'),
    modelIds: false,
    models: related('models', bilingualName),
    directorIds: false,
    directors: { ...related('directors', nameOf), hiddenByDefault: true },
    tagIds: false,
    tags: { ...related('tags', bilingualName), hiddenByDefault: true },
    token: { help: 'help.token', hiddenByDefault: true },
    isFree: { hiddenByDefault: true },
    isMain: { hiddenByDefault: true },
    isSrt: { hiddenByDefault: true },
    views: { section: counter.section },
    originalViews: counter,
    subscriberTrailerViews: counter,
    visitorTrailerViews: counter,
    likes: counter,
    dislikes: counter,
    source: { hideInTable: true },
    tooltips: { hideInTable: true },
  },
});
