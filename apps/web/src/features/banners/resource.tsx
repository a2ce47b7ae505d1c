import { bannerFilters, bannerManifest } from '@backlot/contract';
import { contractFilters, defineResource, type Field } from '../../lib/resource';
import { shownStatus, siteFilter } from '../../lib/storefront/fields';
import { bannersApi, type Banner } from './api';
import { BANNERS_PATH, bannerPermissions, bannerPositions, bannerTypes } from './constants';

const text = (hiddenByDefault = true): Partial<Field<Banner>> => ({ hiddenByDefault, section: 'fields.texts' });
const media = (name: keyof Banner & string, valueType: 'image' | 'video', help?: string): Partial<Field<Banner>> => ({
  valueType,
  writes: `${name}Id`,
  hiddenByDefault: name !== 'image',
  width: 110,
  section: 'fields.media',
  help,
});

/** Banners per site and position, with pictures and videos for desktop and phones, shown within their window. */
export const bannerResource = defineResource<Banner>({
  ns: 'banners',
  path: BANNERS_PATH,
  api: bannersApi,
  permissions: bannerPermissions,
  manifest: bannerManifest,
  formSections: [
    { name: 'placement', fields: ['name', 'nameCn', 'siteId', 'position', 'type', 'sort', 'link'] },
    { name: 'window', fields: ['startsAt', 'expiredAt'] },
    { name: 'texts', fields: ['title', 'titleCn', 'subtitle', 'subtitleCn', 'cta', 'ctaCn'] },
    { name: 'media', fields: ['image', 'mobileImage', 'video', 'mobileVideo'] },
  ],
  leading: ['id', 'image', 'name', 'nameCn', 'live', 'position', 'siteId'],
  hasShow: true,
  filters: contractFilters(bannerFilters, {
    site_id: siteFilter(),
    position: { label: 'fields.position', options: bannerPositions },
    type: { label: 'fields.type', options: bannerTypes },
    expired: { label: 'fields.expired' },
    live: { label: 'shown.filter' },
  }),
  presentation: {
    siteId: { width: 140 },
    position: { options: bannerPositions },
    type: { options: bannerTypes, help: 'help.type' },
    name: { width: 200, hiddenByDefault: 'in-chinese' },
    nameCn: { width: 160, hiddenByDefault: 'in-english' },
    title: text(false),
    titleCn: text(),
    subtitle: text(),
    subtitleCn: text(),
    cta: text(),
    ctaCn: text(),
    link: { help: 'help.link', hiddenByDefault: true },
    sort: { help: 'help.sort' },
    startsAt: { label: 'shown.startsAt', help: 'shown.startsAtHelp', hiddenByDefault: true },
    expiredAt: { help: 'help.expiredAt', hiddenByDefault: true },
    expired: false,
    live: shownStatus<Banner>(),
    imageId: false,
    image: media('image', 'image'),
    mobileImageId: false,
    mobileImage: media('mobileImage', 'image', 'help.mobileImage'),
    videoId: false,
    video: media('video', 'video'),
    mobileVideoId: false,
    mobileVideo: media('mobileVideo', 'video'),
    updatedAt: false,
  },
});
