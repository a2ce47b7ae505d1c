import { blockManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, valuesOf, type RecordFields } from '../../lib/record-fields';
import { pageOptions } from '../../lib/storefront/fields';

const declared = recordFieldsOf('blocks', blockManifest);

/** How a block's fields read in the audit log: the manifest's, its pages as the storefront names them, its gallery. */
export const blockFields: RecordFields = {
  ...declared,
  fields: {
    ...declared.fields,
    ...labelled('photoIds'),
    page: { label: 'fields.page', values: valuesOf(pageOptions) },
    startsAt: { label: 'shown.startsAt' },
    endsAt: { label: 'shown.endsAt' },
  },
};
