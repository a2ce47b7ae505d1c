import { ShareAltOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes, nestedRoutes } from '../../lib/resource';
import { CHANNELS_PATH, campaignPermissions, channelPermissions } from './constants';

const form = lazyPage(() => import('./pages/form-page'));
const campaignForm = lazyPage(() => import('./pages/campaign-form-page'));

/** The channels group: list, create, edit, a channel's page, and its campaigns' create and edit pages. */
export const routes: AppRoute[] = [
  {
    path: CHANNELS_PATH,
    meta: { title: 'channels:title.group', icon: <ShareAltOutlined />, alwaysShow: true },
    children: [
      ...crudRoutes({
        ns: 'channels',
        base: '',
        listPath: CHANNELS_PATH,
        permissions: channelPermissions,
        pages: {
          list: lazyPage(() => import('./pages/list-page')),
          create: form,
          edit: form,
          show: lazyPage(() => import('./pages/show-page')),
        },
      }),
      ...nestedRoutes({
        ns: 'campaigns',
        segment: 'campaigns',
        listPath: CHANNELS_PATH,
        permissions: campaignPermissions,
        pages: { create: campaignForm, edit: campaignForm },
      }),
    ],
  },
];
