import { CloudUploadOutlined, RollbackOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { postFilters, postPublish } from '@backlot/contract';
import {
  type ActionSpec,
  commonFields,
  contractFilters,
  defineResource,
  pickedBy,
  RemoteSelect,
} from '../../lib/resource';
import { postsApi, type Post } from './api';
import { POSTS_PATH, postPermissions, postStatuses } from './constants';

type ModelOption = { id: number; name: string; nameCn: string };
const modelLabel = (model: ModelOption) => `${model.name} · ${model.nameCn}`;

const postActions: ActionSpec<Post>[] = [
  {
    name: 'publish',
    permission: 'publish-posts',
    label: 'actions.publish',
    icon: <CloudUploadOutlined />,
    visible: (post) => post.status === 'draft',
    success: 'actions.published',
    form: {
      title: 'actions.publishTitle',
      fields: [{ name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime', help: 'help.publishedAt' }],
      schema: postPublish,
    },
  },
  {
    name: 'unpublish',
    permission: 'publish-posts',
    label: 'actions.unpublish',
    icon: <RollbackOutlined />,
    visible: (post) => post.status === 'published',
    confirm: 'actions.confirmUnpublish',
    success: 'actions.unpublished',
  },
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
  toFormValues: (post) => ({ modelIds: post.modelIds }),
  filters: contractFilters(postFilters, {
    status: { label: 'fields.status', options: postStatuses },
    sticky: { label: 'fields.isSticky' },
    model_id: pickedBy<ModelOption>('fields.models', 'models', modelLabel),
    published: { label: 'fields.publishedAt' },
  }),
  fields: [
    commonFields.id,
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
      hideInForm: true,
      render: (post) =>
        post.models.length ? (
          <Space size={[0, 4]} wrap>
            {post.models.map((model) => (
              <Tag key={model.id}>{model.name}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      name: 'modelIds',
      label: 'fields.modelIds',
      help: 'help.modelIds',
      hideInTable: true,
      hideInDetail: true,
      defaultValue: [],
      input: <RemoteSelect<ModelOption> path="models" mode="multiple" labelOf={modelLabel} />,
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
