import { DeleteOutlined } from '@ant-design/icons';
import { modelFilters, modelManifest } from '@backlot/contract';
import { contractFilters, defineResource } from '../../lib/resource';
import { modelsApi, type Model } from './api';
import { MODELS_PATH, modelGenders, modelPermissions } from './constants';

/** Sizes: numbers in the form, hidden in the table (its height column reads 5′7″). */
const size = { hideInTable: true };

export const modelResource = defineResource<Model>({
  ns: 'models',
  path: MODELS_PATH,
  api: modelsApi,
  permissions: modelPermissions,
  manifest: modelManifest,
  formSections: [
    { name: 'profile', fields: ['name', 'nameCn', 'gender', 'birthday', 'birthPlace', 'avatar'] },
    { name: 'body', fields: ['heightFeet', 'heightInch', 'weightLbs', 'chest', 'waist', 'hips', 'measurement'] },
    { name: 'site', fields: ['isPopular', 'tooltips', 'socialLinks', 'introduction'] },
  ],
  hasShow: true,
  gallery: true,
  filters: contractFilters(modelFilters, {
    gender: { label: 'fields.gender', options: modelGenders },
    popular: { label: 'fields.isPopular' },
  }),
  presentation: {
    avatarId: false,
    avatar: { valueType: 'image', writes: 'avatarId', width: 80 },
    gender: { defaultValue: 'female' },
    heightFeet: size,
    heightInch: size,
    weightLbs: size,
    chest: size,
    waist: size,
    hips: size,
    measurement: { help: 'help.measurement' },
    birthPlace: { hiddenByDefault: true },
    birthday: { hiddenByDefault: true },
    socialLinks: { valueType: 'links', hideInTable: true },
    tooltips: { help: 'help.tooltips', hideInTable: true },
    introduction: { hideInTable: true },
    erasedAt: { hiddenByDefault: true },
  },
  actions: [
    {
      // A performer's privacy erase: the profile goes, the compliance records stay under legal hold.
      name: 'erase',
      permission: 'erase-models',
      label: 'actions.erase',
      icon: <DeleteOutlined />,
      danger: true,
      visible: (model) => !model.erasedAt,
      confirm: 'actions.confirmErase',
      success: 'actions.erased',
    },
  ],
  readings: [
    {
      name: 'height',
      label: 'fields.height',
      after: 'gender',
      hideInDetail: true,
      render: (m) => (m.heightFeet === null ? '—' : `${m.heightFeet}′${m.heightInch ?? 0}″`),
    },
  ],
});
