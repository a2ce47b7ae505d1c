import { modelFilters, modelCreate, modelUpdate } from '@backlot/contract';
import { commonFields, contractFilters, defineResource, type Field, type FormSchemas } from '../../lib/resource';
import { modelsApi, type Model } from './api';
import { MODELS_PATH, modelGenders, modelPermissions } from './constants';

/** Sizes: numbers in the form, hidden in the table (its height column reads 5′7″). */
const size = (name: keyof Model): Field<Model> => ({
  name,
  label: `fields.${name}`,
  valueType: 'number',
  hideInTable: true,
});

export const modelResource = defineResource<Model>({
  ns: 'models',
  path: MODELS_PATH,
  api: modelsApi,
  permissions: modelPermissions,
  defaultSort: 'name',
  hasShow: true,
  gallery: true,
  titleOf: (model) => model.name,
  filters: contractFilters(modelFilters, {
    gender: { label: 'fields.gender', options: modelGenders },
    popular: { label: 'fields.isPopular' },
  }),
  fields: [
    commonFields.id,
    { name: 'avatar', label: 'fields.avatar', valueType: 'image', writes: 'avatarId', width: 80 },
    { name: 'name', label: 'fields.name', sortable: true },
    { name: 'nameCn', label: 'fields.nameCn', sortable: 'name_cn' },
    { name: 'gender', label: 'fields.gender', valueType: 'select', options: modelGenders, defaultValue: 'female' },
    {
      name: 'height',
      label: 'fields.height',
      hideInForm: true,
      hideInDetail: true,
      render: (m) => (m.heightFeet === null ? '—' : `${m.heightFeet}′${m.heightInch ?? 0}″`),
    },
    size('heightFeet'),
    size('heightInch'),
    size('weightLbs'),
    size('chest'),
    size('waist'),
    size('hips'),
    { name: 'measurement', label: 'fields.measurement', help: 'help.measurement' },
    { name: 'birthPlace', label: 'fields.birthPlace', hiddenByDefault: true },
    { name: 'birthday', label: 'fields.birthday', valueType: 'date', hiddenByDefault: true },
    { name: 'socialLinks', label: 'fields.socialLinks', valueType: 'links', hideInTable: true, defaultValue: [] },
    { name: 'isPopular', label: 'fields.isPopular', valueType: 'boolean', defaultValue: false },
    { name: 'videosCount', label: 'fields.videosCount', valueType: 'number', hideInForm: true },
    { name: 'tooltips', label: 'fields.tooltips', help: 'help.tooltips', hideInTable: true },
    { name: 'introduction', label: 'fields.introduction', valueType: 'textarea', hideInTable: true },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing a model. */
export const modelSchemas: FormSchemas = { create: modelCreate, update: modelUpdate };
