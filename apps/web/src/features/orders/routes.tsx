import { lazyPage, type AppRoute } from '../../lib/routes';
import { crudRoutes } from '../../lib/resource';
import {
  ORDERS_PATH,
  orderPermissions,
  paymentPermissions,
  postbackPermissions,
  subscriptionPermissions,
} from './constants';

const hidden = { hidden: true, noCache: true } as const;
const [orderList, ...orderPages] = crudRoutes({
  ns: 'orders',
  base: '',
  listPath: ORDERS_PATH,
  permissions: orderPermissions,
  pages: {
    list: lazyPage(() => import('./pages/list-page')),
    edit: lazyPage(() => import('./pages/form-page')),
    show: lazyPage(() => import('./pages/show-page')),
  },
});

/** Children of the `/orders` group: the order list first, payments, the processors' notifications. */
export const orderRoutes: AppRoute[] = [
  orderList!,
  {
    path: 'payments',
    component: lazyPage(() => import('./pages/payments-page')),
    meta: { title: 'orders:title.payments', permission: paymentPermissions.list },
  },
  {
    path: 'postbacks',
    component: lazyPage(() => import('./pages/postbacks-page')),
    meta: { title: 'orders:title.postbacks', permission: postbackPermissions.list },
  },
  {
    path: 'postbacks/:id',
    component: lazyPage(() => import('./pages/postback-page')),
    meta: {
      title: 'orders:title.postback',
      ...hidden,
      activeMenu: `${ORDERS_PATH}/postbacks`,
      permission: postbackPermissions.list,
    },
  },
];

/** An order's show and edit pages (`/orders/:id`, `/orders/edit/:id`): last in the group, after its named pages. */
export const orderRecordRoutes: AppRoute[] = orderPages;

/** `/plans/subscriptions`: hidden, as the spec lists it, reached from members and orders. */
export const subscriptionRoutes: AppRoute[] = [
  {
    path: 'subscriptions',
    component: lazyPage(() => import('./pages/subscriptions-page')),
    meta: { title: 'orders:title.subscriptions', hidden: true, permission: subscriptionPermissions.list },
  },
];
