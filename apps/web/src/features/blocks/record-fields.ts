import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { pageOptions } from '../../lib/storefront/fields';
import { blockTypes } from './constants';

/** How a block's fields read in the audit log. */
export const blockFields: RecordFields = {
  ns: 'blocks',
  fields: {
    ...labelled('siteId', 'title', 'titleCn', 'description', 'isBox', 'sort', 'link', 'advertisementId'),
    ...labelled('imageId', 'mobileImageId', 'videoIds', 'modelIds', 'photoIds'),
    page: { label: 'fields.page', values: valuesOf(pageOptions) },
    type: { label: 'fields.type', values: valuesOf(blockTypes) },
  },
};
