import { planManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/**
 * How a plan's fields read in the audit log (the server keeps prices there as `"19.99 USD"`); its three period
 * units share one list of labels, `unit`.
 */
export const planFields = recordFieldsOf('plans', planManifest, {
  values: { onceUnit: 'unit', initialUnit: 'unit', recurringUnit: 'unit' },
});
