/** Fields most resources have, labelled by the kit: `...commonFields.id`, `...commonFields.timestamps`. */
import type { Field } from './field';
import type { RecordBase } from './types';

type Stamped = RecordBase & { createdAt: string; updatedAt: string };

export const commonFields = {
  id: { name: 'id', label: 'resource:fields.id', sortable: true, width: 80 } satisfies Field<RecordBase>,
  createdAt: {
    name: 'createdAt',
    label: 'resource:fields.createdAt',
    valueType: 'datetime',
    sortable: true,
  } satisfies Field<Stamped>,
  updatedAt: {
    name: 'updatedAt',
    label: 'resource:fields.updatedAt',
    valueType: 'datetime',
    hiddenByDefault: true,
  } satisfies Field<Stamped>,
};
