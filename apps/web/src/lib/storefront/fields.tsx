/**
 * Fields and filters the storefront's resources share: the site a record belongs to (picked by name, shown by
 * name) and the site page (`STOREFRONT_PAGES`). Labels come from `storefrontMessages`, which each feature
 * spreads into its namespace.
 */
import { Tag } from 'antd';
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

/**
 * Whether the site shows a record with a window now: Live, Scheduled (its start is ahead) or Ended. The server
 * says `live`; the start tells a record not yet live from one that has ended.
 */
export function shownStatus<T extends { live: boolean; startsAt: string | null }>(): Partial<Field<T>> {
  return {
    label: 'shown.label',
    render: (record, t) => {
      if (record.live) return <Tag color="green">{t('shown.live')}</Tag>;
      const ahead = record.startsAt !== null && Date.parse(record.startsAt) > Date.now();
      return ahead ? <Tag color="blue">{t('shown.scheduled')}</Tag> : <Tag>{t('shown.ended')}</Tag>;
    },
  };
}

/** The filter of the `site_id` list parameter. */
export const siteFilter = () => pickedBy<RelatedRecord>('site', 'sites', siteName);
