import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { modelGenders } from './constants';

/** How a model's fields read in the audit log. */
export const modelFields: RecordFields = {
  ns: 'models',
  fields: {
    ...labelled('name', 'nameCn', 'heightFeet', 'heightInch', 'weightLbs', 'chest', 'waist', 'hips'),
    ...labelled('measurement', 'birthPlace', 'birthday', 'socialLinks', 'isPopular', 'tooltips', 'introduction'),
    gender: { label: 'fields.gender', values: valuesOf(modelGenders) },
  },
};
