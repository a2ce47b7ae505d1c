import { NotificationOutlined } from '@ant-design/icons';
import { blockAdvertisementBody, blockFilters, blockManifest } from '@backlot/contract';
import {
  type ActionSpec,
  contractFilters,
  defineResource,
  type RelatedRecord,
  type RelationPanelSpec,
} from '../../lib/resource';
import type { StoredFile } from '../../lib/upload/upload-file';
import { pageOptions, shownStatus, siteFilter } from '../../lib/storefront/fields';
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
  manifest: blockManifest,
  formSections: [
    { name: 'placement', fields: ['siteId', 'page', 'type', 'sort', 'isBox'] },
    { name: 'window', fields: ['startsAt', 'endsAt'] },
    { name: 'content', fields: ['title', 'titleCn', 'link', 'advertisementId', 'description'] },
    { name: 'pictures', fields: ['image', 'mobileImage'] },
  ],
  readings: [
    {
      name: 'items',
      label: 'fields.items',
      after: 'sort',
      hideInDetail: true,
      render: (block, t) => {
        const count = itemCount(block);
        return count === null ? '—' : t('items.count', { count });
      },
    },
  ],
  hasShow: true,
  gallery: true,
  actions: [setAdvertisement],
  relationPanels: [videoPanel, modelPanel],
  filters: contractFilters(blockFilters, {
    site_id: siteFilter(),
    site_page: { label: 'sitePage', options: pageOptions },
    type: { label: 'fields.type', options: blockTypes },
    live: { label: 'shown.filter' },
  }),
  reorder: { scope: ['siteId', 'sitePage'], describe: (block, t) => t(`type.${block.type}`) },
  presentation: {
    title: { width: 220, hiddenByDefault: 'in-chinese' },
    titleCn: { width: 180, hiddenByDefault: 'in-english' },
    siteId: { width: 140 },
    page: { options: pageOptions },
    type: { options: blockTypes, help: 'help.type' },
    sort: { width: 80, help: 'help.sort' },
    isBox: { help: 'help.isBox' },
    startsAt: { label: 'shown.startsAt', help: 'shown.startsAtHelp', hiddenByDefault: true },
    endsAt: { label: 'shown.endsAt', help: 'shown.endsAtHelp', hiddenByDefault: true },
    live: shownStatus<Block>(),
    description: { hideInTable: true },
    link: { help: 'help.link', hiddenByDefault: true },
    advertisementId: {
      relation: { path: 'advertisements', labelOf: adLabel },
      render: (block) => block.advertisement?.name ?? '—',
      help: 'help.advertisementId',
      hiddenByDefault: true,
    },
    advertisement: false,
    imageId: false,
    image: { valueType: 'image', writes: 'imageId', hiddenByDefault: true },
    mobileImageId: false,
    mobileImage: { valueType: 'image', writes: 'mobileImageId', hiddenByDefault: true },
    // Picked on the block's page, in their panels.
    videoIds: false,
    videos: false,
    modelIds: false,
    models: false,
    createdAt: false,
  },
});
