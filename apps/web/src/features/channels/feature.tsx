import { ShareAltOutlined } from '@ant-design/icons';
import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';
import { nestedRoutes } from '../../lib/resource';
import { defaultPages } from '../../lib/resource/default-pages';
import { CHANNELS_PATH, campaignPermissions, channelPermissions } from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.channelResource })));
const form = pages.form();
const campaignForm = lazyPage(() => import('./pages/campaign-form-page'));

/** The channels group: list, create, edit, a channel's page, and its campaigns' create and edit pages. */
export const channels = feature({
  messages: { channels: () => import('./messages'), campaigns: () => import('./campaign-messages') },
  recordFields: {
    channels: () => import('./record-fields').then((m) => m.channelFields),
    campaigns: () => import('./record-fields').then((m) => m.campaignFields),
  },
  menu: {
    path: CHANNELS_PATH,
    meta: { title: 'channels:title.group', icon: <ShareAltOutlined />, alwaysShow: true },
  },
  crud: {
    ns: 'channels',
    base: '',
    listPath: CHANNELS_PATH,
    permissions: channelPermissions,
    pages: { list: pages.list(), create: form, edit: form, show: lazyPage(() => import('./pages/show-page')) },
  },
  records: nestedRoutes({
    ns: 'campaigns',
    segment: 'campaigns',
    listPath: CHANNELS_PATH,
    permissions: campaignPermissions,
    pages: { create: campaignForm, edit: campaignForm },
  }),
});
