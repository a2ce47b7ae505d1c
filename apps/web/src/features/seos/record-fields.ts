import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { pageOptions } from '../../lib/storefront/fields';

/** How an SEO entry's fields read in the audit log. */
export const seoFields: RecordFields = {
  ns: 'seos',
  fields: {
    ...labelled('siteId', 'tagId', 'title', 'titleCn', 'description', 'descriptionCn'),
    page: { label: 'fields.page', values: valuesOf(pageOptions) },
  },
};
