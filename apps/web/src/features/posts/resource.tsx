import { CloudUploadOutlined, RollbackOutlined } from '@ant-design/icons';
import { postFilters, postManifest, postCreate, postUpdate } from '@backlot/contract';
import {
  commonFields,
  contractFilters,
  defineResource,
  pickedBy,
  type RelatedRecord,
  type FormSchemas,
  transition,
} from '../../lib/resource';
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
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (post) => post.title,
  actions: postActions,
  filters: contractFilters(postFilters, {
    status: { label: 'fields.status', options: postStatuses },
    sticky: { label: 'fields.isSticky' },
    model_id: pickedBy<ModelOption>('fields.models', 'models', modelLabel),
    published: { label: 'fields.publishedAt' },
  }),
  fields: [
    commonFields.id,
    { name: 'cover', label: 'fields.cover', valueType: 'image', writes: 'coverId', width: 100 },
    { name: 'title', label: 'fields.title', sortable: true, width: 260 },
    { name: 'titleCn', label: 'fields.titleCn', width: 220 },
    { name: 'description', label: 'fields.description', valueType: 'textarea', hideInTable: true },
    { name: 'descriptionCn', label: 'fields.descriptionCn', valueType: 'textarea', hideInTable: true },
    { name: 'content', label: 'fields.content', valueType: 'html', hideInTable: true, defaultValue: '' },
    { name: 'contentCn', label: 'fields.contentCn', valueType: 'html', hideInTable: true, defaultValue: '' },
    { name: 'status', label: 'fields.status', valueType: 'select', options: postStatuses, hideInForm: true },
    { name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', sortable: true, hideInForm: true },
    { name: 'isSticky', label: 'fields.isSticky', valueType: 'boolean', defaultValue: false },
    {
      name: 'models',
      label: 'fields.models',
      help: 'help.modelIds',
      valueType: 'relations',
      writes: 'modelIds',
      relation: { path: 'models', labelOf: modelLabel },
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing a post. */
export const postSchemas: FormSchemas = { create: postCreate, update: postUpdate };
