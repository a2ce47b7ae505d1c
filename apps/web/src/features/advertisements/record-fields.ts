import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { advertisementSlots, ctaPositions } from './constants';

/** How an ad slot's fields read in the audit log. */
export const advertisementFields: RecordFields = {
  ns: 'advertisements',
  fields: {
    ...labelled('name', 'link', 'imageId', 'mobileImageId'),
    position: { label: 'fields.position', values: valuesOf(advertisementSlots) },
    ctaPosition: { label: 'fields.ctaPosition', values: valuesOf(ctaPositions) },
  },
};
