import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { bannerPositions, bannerTypes } from './constants';

/** How a banner's fields read in the audit log. */
export const bannerFields: RecordFields = {
  ns: 'banners',
  fields: {
    ...labelled('siteId', 'name', 'nameCn', 'title', 'titleCn', 'subtitle', 'subtitleCn', 'cta', 'ctaCn'),
    ...labelled('link', 'sort'),
    startsAt: { label: 'shown.startsAt' },
    ...labelled('expiredAt', 'imageId', 'mobileImageId', 'videoId', 'mobileVideoId'),
    position: { label: 'fields.position', values: valuesOf(bannerPositions) },
    type: { label: 'fields.type', values: valuesOf(bannerTypes) },
  },
};
