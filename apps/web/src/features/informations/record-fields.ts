import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { informationTypes } from './constants';

/** How a site text's fields read in the audit log. */
export const informationFields: RecordFields = {
  ns: 'informations',
  fields: {
    ...labelled('siteId', 'title', 'titleCn', 'content', 'contentCn'),
    type: { label: 'fields.type', values: valuesOf(informationTypes) },
  },
};
