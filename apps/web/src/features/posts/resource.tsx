import { CloudUploadOutlined, RollbackOutlined } from '@ant-design/icons';
import { postFilters, postManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord, transition } from '../../lib/resource';
import { postsApi, type Post } from './api';
import { POSTS_PATH, postPermissions, postStatuses } from './constants';

type ModelOption = { id: number; name: string; nameCn: string };
const modelLabel = (model: ModelOption | RelatedRecord) => `${String(model.name)} · ${String(model.nameCn)}`;

const postActions = [
  transition<Post>(postManifest, 'publish', {
    label: 'actions.publish',
    icon: <CloudUploadOutlined />,
    success: 'actions.published',
    form: {
      title: 'actions.publishTitle',
      fields: [{ name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', help: 'help.publishedAt' }],
    },
  }),
  transition<Post>(postManifest, 'unpublish', {
    label: 'actions.unpublish',
    icon: <RollbackOutlined />,
    confirm: 'actions.confirmUnpublish',
    success: 'actions.unpublished',
  }),
];

export const postResource = defineResource<Post>({
  ns: 'posts',
  path: POSTS_PATH,
  api: postsApi,
  permissions: postPermissions,
  manifest: postManifest,
  formSections: [
    { name: 'basics', fields: ['title', 'titleCn', 'models', 'isSticky', 'cover', 'description', 'descriptionCn'] },
    { name: 'content', fields: ['content', 'contentCn'] },
  ],
  leading: ['id', 'cover'],
  hasShow: true,
  actions: postActions,
  filters: contractFilters(postFilters, {
    status: { label: 'fields.status', options: postStatuses },
    sticky: { label: 'fields.isSticky' },
    model_id: pickedBy<ModelOption>('fields.models', 'models', modelLabel),
    published: { label: 'fields.publishedAt' },
  }),
  presentation: {
    title: { width: 260 },
    titleCn: { width: 220 },
    description: { hideInTable: true },
    descriptionCn: { hideInTable: true },
    content: { hideInTable: true },
    contentCn: { hideInTable: true },
    status: { options: postStatuses },
    coverId: false,
    cover: { valueType: 'image', writes: 'coverId', width: 100 },
    modelIds: false,
    models: {
      help: 'help.modelIds',
      valueType: 'relations',
      writes: 'modelIds',
      relation: { path: 'models', labelOf: modelLabel },
    },
  },
});
