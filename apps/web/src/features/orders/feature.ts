import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';
import { defaultPages } from '../../lib/resource/default-pages';
import {
  ORDERS_PATH,
  orderPermissions,
  paymentPermissions,
  postbackPermissions,
  processorActionPermissions,
  reconciliationPermissions,
  SUBSCRIPTIONS_PATH,
  subscriptionPermissions,
} from './constants';

const pages = defaultPages(() => import('./resource').then((m) => ({ resource: m.orderResource })));
const postbackPages = defaultPages(() => import('./postback-resource').then((m) => ({ resource: m.postbackResource })));

/**
 * Orders: the `/orders` group's order list first, payments, the processors' notifications; an order's show and
 * edit pages (`/orders/:id`, `/orders/edit/:id`) last in the group, after its named pages. Subscriptions
 * (`/plans/subscriptions`) are placed in the plans group: hidden, as the spec lists it, reached from members
 * and orders.
 */
export const orders = feature({
  messages: { orders: () => import('./messages') },
  recordFields: {
    orders: () => import('./record-fields').then((m) => m.orderFields),
    payments: () => import('./record-fields').then((m) => m.paymentFields),
    postbacks: () => import('./record-fields').then((m) => m.postbackFields),
  },
  crud: {
    ns: 'orders',
    base: '',
    listPath: ORDERS_PATH,
    permissions: orderPermissions,
    pages: { list: pages.list(), edit: pages.form(), show: lazyPage(() => import('./pages/show-page')) },
  },
  routes: [
    {
      path: 'payments',
      component: lazyPage(() => import('./pages/payments-page')),
      meta: { title: 'orders:title.payments', permission: paymentPermissions.list },
    },
    {
      path: 'postbacks',
      component: postbackPages.list(),
      meta: { title: 'orders:title.postbacks', permission: postbackPermissions.list, unread: 'postbacks' },
    },
    {
      path: 'processor-actions',
      component: lazyPage(() => import('./pages/processor-actions-page')),
      meta: { title: 'orders:title.processorActions', permission: processorActionPermissions.list },
    },
    {
      path: 'reconciliations',
      component: lazyPage(() => import('./reconciliation/page')),
      meta: { title: 'orders:title.reconciliation', permission: reconciliationPermissions.list },
    },
    {
      path: 'postbacks/:id',
      component: lazyPage(() => import('./pages/postback-page')),
      meta: {
        title: 'orders:title.postback',
        hidden: true,
        noCache: true,
        activeMenu: `${ORDERS_PATH}/postbacks`,
        permission: postbackPermissions.list,
      },
    },
  ],
  parts: {
    subscriptions: [
      {
        path: 'subscriptions',
        component: lazyPage(() => import('./pages/subscriptions-page')),
        meta: { title: 'orders:title.subscriptions', hidden: true, permission: subscriptionPermissions.list },
      },
      {
        path: 'subscriptions/:id',
        component: lazyPage(() => import('./pages/subscription-page')),
        meta: {
          title: 'orders:title.subscription',
          hidden: true,
          noCache: true,
          activeMenu: SUBSCRIPTIONS_PATH,
          permission: subscriptionPermissions.list,
        },
      },
    ],
  },
});
