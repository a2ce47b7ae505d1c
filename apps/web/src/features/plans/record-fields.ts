import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { periodUnits, planTypes } from './constants';

const unit = (name: string) => ({ label: `fields.${name}`, values: valuesOf(periodUnits) });

/** How a plan's fields read in the audit log (the server keeps prices there as `"19.99 USD"`). */
export const planFields: RecordFields = {
  ns: 'plans',
  fields: {
    ...labelled(
      'name',
      'title',
      'titleCn',
      'currency',
      'oncePrice',
      'onceCount',
      'coins',
      'initialCount',
      'initialOriginalPrice',
      'initialDiscountPrice',
      'recurringCount',
      'recurringOriginalPrice',
      'recurringDiscountPrice',
      'downloadable',
      'show',
      'isBest',
      'sort',
      'segpayId',
      'epochId',
      'epochTiId',
      'natsId',
      'xsaleId',
    ),
    type: { label: 'fields.type', values: valuesOf(planTypes) },
    onceUnit: unit('onceUnit'),
    initialUnit: unit('initialUnit'),
    recurringUnit: unit('recurringUnit'),
  },
};
