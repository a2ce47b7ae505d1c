/**
 * Fields and filters the storefront's resources share: the site a record belongs to (picked by name, shown by
 * name) and the site page (`STOREFRONT_PAGES`). Labels come from `storefrontMessages`, which each feature
 * spreads into its namespace.
 */
import { STOREFRONT_PAGES } from '@backlot/contract';
import type { Field, RelatedRecord } from '../resource/field';
import { optionsOf } from '../resource/options';
import { pickedBy } from '../resource/picked-by';

const siteName = (site: RelatedRecord) => String(site.name);

export const pageOptions = optionsOf(STOREFRONT_PAGES, 'pages');

/** The site of a record that has `siteId` and `siteName`. */
export function siteField<T extends { siteId: number; siteName: string }>(): Field<T> {
  return {
    name: 'siteId',
    label: 'site',
    valueType: 'record',
    relation: { path: 'sites', labelOf: siteName },
    render: (record) => record.siteName,
    width: 140,
  };
}

/** The filter of the `site_id` list parameter. */
export const siteFilter = () => pickedBy<RelatedRecord>('site', 'sites', siteName);
