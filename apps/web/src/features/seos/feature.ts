import type { RelatedRecord } from '../../lib/resource/field';
import { pickedBy } from '../../lib/resource/picked-by';
import { pageOptions, siteFilter } from '../../lib/storefront/fields';
import { resourceFeature } from '../../lib/resource-feature';

const tagName = (tag: RelatedRecord) => `${String(tag.name)} · ${String(tag.nameCn)}`;

/**
 * SEO entries, the `/seos` group's pages: title and description per site page or tag page; the tag is picked by
 * searching the tags. The audit log reads the page by the storefront's labels of pages (`pages`).
 */
export const seos = resourceFeature({
  ns: 'seos',
  path: '/seos',
  manifest: () => import('@backlot/contract/seos').then((m) => m.seoManifest),
  messages: () => import('./messages'),
  declaration: {
    filters: {
      site_id: siteFilter(),
      site_page: { label: 'sitePage', options: pageOptions },
      tag_id: pickedBy<RelatedRecord>('fields.tag', 'tags', tagName),
    },
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
      description: { help: 'help.description', width: 280, hiddenByDefault: 'in-chinese' },
      descriptionCn: { width: 280, hiddenByDefault: 'in-english' },
      createdAt: false,
    },
  },
  pages: { create: true, edit: true },
  recordFields: { values: { page: 'pages' } },
});
