import { Tag } from 'antd';
import { bannerFilters, bannerCreate, bannerUpdate } from '@backlot/contract';
import { commonFields, contractFilters, defineResource, type Field, type FormSchemas } from '../../lib/resource';
import { siteField, siteFilter } from '../../lib/storefront/fields';
import { bannersApi, type Banner } from './api';
import { BANNERS_PATH, bannerPermissions, bannerPositions, bannerTypes } from './constants';

const text = (name: keyof Banner & string, hiddenByDefault = true): Field<Banner> => ({
  name,
  label: `fields.${name}`,
  hiddenByDefault,
  section: 'fields.texts',
});
const media = (name: keyof Banner & string, valueType: 'image' | 'video', help?: string): Field<Banner> => ({
  name,
  label: `fields.${name}`,
  valueType,
  writes: `${name}Id`,
  hiddenByDefault: name !== 'image',
  width: 110,
  section: 'fields.media',
  help,
});

/** Banners per site and position, with pictures and videos for desktop and phones, marked once expired. */
export const bannerResource = defineResource<Banner>({
  ns: 'banners',
  path: BANNERS_PATH,
  api: bannersApi,
  permissions: bannerPermissions,
  defaultSort: 'sort',
  hasShow: true,
  titleOf: (banner) => banner.name,
  filters: contractFilters(bannerFilters, {
    site_id: siteFilter(),
    position: { label: 'fields.position', options: bannerPositions },
    type: { label: 'fields.type', options: bannerTypes },
    expired: { label: 'fields.expired' },
  }),
  fields: [
    commonFields.id,
    media('image', 'image'),
    { name: 'name', label: 'fields.name', sortable: true, width: 200 },
    { name: 'nameCn', label: 'fields.nameCn', width: 160, hiddenByDefault: true },
    {
      name: 'expired',
      label: 'fields.status',
      hideInForm: true,
      render: (banner, t) =>
        banner.expired ? <Tag color="red">{t('expiry.expired')}</Tag> : <Tag color="green">{t('expiry.live')}</Tag>,
    },
    { name: 'position', label: 'fields.position', valueType: 'select', options: bannerPositions, sortable: true },
    siteField<Banner>(),
    {
      name: 'type',
      label: 'fields.type',
      valueType: 'select',
      options: bannerTypes,
      defaultValue: 'image',
      help: 'help.type',
    },
    { name: 'sort', label: 'fields.sort', valueType: 'number', sortable: true, defaultValue: 0, help: 'help.sort' },
    {
      name: 'expiredAt',
      label: 'fields.expiredAt',
      valueType: 'datetime',
      sortable: 'expired_at',
      help: 'help.expiredAt',
    },
    { name: 'clicks', label: 'fields.clicks', valueType: 'number', sortable: true, hideInForm: true },
    { name: 'link', label: 'fields.link', help: 'help.link', hiddenByDefault: true },
    text('title', false),
    text('titleCn'),
    text('subtitle'),
    text('subtitleCn'),
    text('cta'),
    text('ctaCn'),
    media('mobileImage', 'image', 'help.mobileImage'),
    media('video', 'video'),
    media('mobileVideo', 'video'),
    commonFields.createdAt,
  ],
});

/** The form's rules; pictures and videos upload as they are picked. */
export const bannerSchemas: FormSchemas = { create: bannerCreate, update: bannerUpdate };
