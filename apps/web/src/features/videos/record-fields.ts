import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { videoStatuses, videoTypes } from './constants';

/** How a video's fields read in the audit log. */
export const videoFields: RecordFields = {
  ns: 'videos',
  fields: {
    ...labelled('serialNumber', 'title', 'titleCn', 'description', 'descriptionCn', 'token', 'isFree', 'isMain'),
    ...labelled('publishedAt', 'producedOn', 'source', 'tags', 'models', 'directors'),
    status: { label: 'fields.status', values: valuesOf(videoStatuses) },
    type: { label: 'fields.type', values: valuesOf(videoTypes) },
  },
};
