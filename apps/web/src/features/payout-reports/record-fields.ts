import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { processors, sources } from './constants';

/** How a payout report's fields read in the audit log (the server keeps amounts there as `"19.99 USD"`). */
export const payoutReportFields: RecordFields = {
  ns: 'payout-reports',
  fields: {
    ...labelled(
      'periodStart',
      'periodEnd',
      'currency',
      'gross',
      'fees',
      'reserveHeld',
      'reserveReleased',
      'net',
      'paidAt',
      'note',
    ),
    siteId: { label: 'fields.site' },
    processor: { label: 'fields.processor', values: valuesOf(processors) },
    source: { label: 'fields.source', values: valuesOf(sources) },
    lines: { label: 'fields.lineCount' },
  },
};
