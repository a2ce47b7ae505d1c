import { seoFilters, seoManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord } from '../../lib/resource';
import { pageOptions, siteFilter } from '../../lib/storefront/fields';
import { seosApi, type Seo } from './api';
import { SEOS_PATH, seoPermissions } from './constants';

const tagName = (tag: RelatedRecord) => `${String(tag.name)} · ${String(tag.nameCn)}`;

/** Title and description per site page or tag page; the tag is picked by searching the tags. */
export const seoResource = defineResource<Seo>({
  ns: 'seos',
  path: SEOS_PATH,
  api: seosApi,
  permissions: seoPermissions,
  manifest: seoManifest,
  filters: contractFilters(seoFilters, {
    site_id: siteFilter(),
    site_page: { label: 'sitePage', options: pageOptions },
    tag_id: pickedBy<RelatedRecord>('fields.tag', 'tags', tagName),
  }),
  presentation: {
    siteId: { width: 140 },
    page: { options: pageOptions, help: 'help.page' },
    tagId: {
      relation: { path: 'tags', labelOf: tagName },
      render: (seo) => (seo.tag ? tagName(seo.tag) : '—'),
      help: 'help.tag',
    },
    tag: false,
    title: { width: 240 },
    titleCn: { width: 200 },
    description: { help: 'help.description', width: 280 },
    descriptionCn: { hiddenByDefault: true },
    createdAt: false,
  },
});
