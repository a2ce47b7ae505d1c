import { NotificationOutlined } from '@ant-design/icons';
import { blockAdvertisementBody, blockFilters, blockCreate, blockUpdate } from '@backlot/contract';
import {
  type ActionSpec,
  commonFields,
  contractFilters,
  defineResource,
  type RelatedRecord,
  type RelationPanelSpec,
  type FormSchemas,
} from '../../lib/resource';
import type { StoredFile } from '../../lib/upload/upload-file';
import { pageOptions, siteField, siteFilter } from '../../lib/storefront/fields';
import { blocksApi, type Block } from './api';
import { BLOCKS_PATH, blockPermissions, blockTypes } from './constants';

/** Both names of a record, the UI language's first: `Harbour · 港湾`, or `港湾 · Harbour` in Chinese. */
const bilingual = (record: RelatedRecord, language = 'en', name = 'name') => {
  const names = [record[name], record[`${name}Cn`]];
  if (language.startsWith('zh')) names.reverse();
  return names.filter((text) => typeof text === 'string' && text).join(' · ');
};
const videoLabel = (video: RelatedRecord, language?: string) =>
  `${String(video.serialNumber)} ${bilingual(video, language, 'title')}`;
const adLabel = (ad: RelatedRecord) => String(ad.name);
const thumbnail = (file: unknown) =>
  (file as StoredFile | null)?.thumbnailUrl ?? (file as StoredFile | null)?.url ?? null;

const videoPanel: RelationPanelSpec & { visible: (block: Block) => boolean } = {
  path: 'videos',
  writes: 'videoIds',
  title: 'items.videos',
  add: 'items.addVideo',
  relation: { path: 'videos', labelOf: videoLabel },
  thumbnailOf: (video) => thumbnail(video.cover),
  visible: (block) => block.type === 'videos',
};
const modelPanel: RelationPanelSpec & { visible: (block: Block) => boolean } = {
  path: 'models',
  writes: 'modelIds',
  title: 'items.models',
  add: 'items.addModel',
  relation: { path: 'models', labelOf: (model, language) => bilingual(model, language) },
  thumbnailOf: (model) => thumbnail(model.avatar),
  visible: (block) => block.type === 'models',
};

const setAdvertisement: ActionSpec<Block> = {
  name: 'advertisements',
  permission: 'edit-blocks',
  label: 'actions.setAdvertisement',
  icon: <NotificationOutlined />,
  visible: (block) => block.type === 'advertisement',
  success: 'actions.advertisementSet',
  form: {
    title: 'actions.setAdvertisementTitle',
    fields: [
      {
        name: 'advertisementId',
        label: 'fields.advertisementId',
        valueType: 'record',
        relation: { path: 'advertisements', labelOf: adLabel },
      },
    ],
    schema: blockAdvertisementBody,
  },
};

/** The number of videos or models a block shows. */
const itemCount = (block: Block) =>
  block.type === 'videos' ? block.videos.length : block.type === 'models' ? block.models.length : null;

/** The sections of each site page; ordered per page (Reorder), their items on the block's page. */
export const blockResource = defineResource<Block>({
  ns: 'blocks',
  path: BLOCKS_PATH,
  api: blocksApi,
  permissions: blockPermissions,
  defaultSort: 'sort',
  hasShow: true,
  gallery: true,
  titleOf: (block) => block.title,
  actions: [setAdvertisement],
  relationPanels: [videoPanel, modelPanel],
  filters: contractFilters(blockFilters, {
    site_id: siteFilter(),
    site_page: { label: 'sitePage', options: pageOptions },
    type: { label: 'fields.type', options: blockTypes },
  }),
  reorder: { scope: ['siteId', 'sitePage'], describe: (block, t) => t(`types.${block.type}`) },
  fields: [
    commonFields.id,
    { name: 'title', label: 'fields.title', sortable: true, width: 220 },
    { name: 'titleCn', label: 'fields.titleCn', width: 180, hiddenByDefault: true },
    siteField<Block>(),
    { name: 'page', label: 'fields.page', valueType: 'select', options: pageOptions, sortable: true },
    { name: 'type', label: 'fields.type', valueType: 'select', options: blockTypes, help: 'help.type' },
    { name: 'sort', label: 'fields.sort', valueType: 'number', sortable: true, width: 80, help: 'help.sort' },
    {
      name: 'items',
      label: 'fields.items',
      hideInForm: true,
      hideInDetail: true,
      render: (block, t) => {
        const count = itemCount(block);
        return count === null ? '—' : t('items.count', { count });
      },
    },
    { name: 'isBox', label: 'fields.isBox', valueType: 'boolean', defaultValue: false, help: 'help.isBox' },
    { name: 'description', label: 'fields.description', valueType: 'textarea', hideInTable: true },
    { name: 'link', label: 'fields.link', help: 'help.link', hiddenByDefault: true },
    {
      name: 'advertisementId',
      label: 'fields.advertisementId',
      valueType: 'record',
      relation: { path: 'advertisements', labelOf: adLabel },
      render: (block) => block.advertisement?.name ?? '—',
      help: 'help.advertisementId',
      hiddenByDefault: true,
    },
    { name: 'image', label: 'fields.image', valueType: 'image', writes: 'imageId', hiddenByDefault: true },
    {
      name: 'mobileImage',
      label: 'fields.mobileImage',
      valueType: 'image',
      writes: 'mobileImageId',
      hiddenByDefault: true,
    },
    commonFields.updatedAt,
  ],
});

/** The form's rules; saving opens the block's page, where its items are picked. */
export const blockSchemas: FormSchemas = { create: blockCreate, update: blockUpdate };
