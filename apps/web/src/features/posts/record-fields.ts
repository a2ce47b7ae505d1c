import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { postStatuses } from './constants';

/** How a post's fields read in the audit log. */
export const postFields: RecordFields = {
  ns: 'posts',
  fields: {
    ...labelled('title', 'titleCn', 'description', 'descriptionCn', 'content', 'contentCn', 'publishedAt'),
    ...labelled('isSticky', 'modelIds'),
    status: { label: 'fields.status', values: valuesOf(postStatuses) },
  },
};
