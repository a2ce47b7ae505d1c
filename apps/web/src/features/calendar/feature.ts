/** The content calendar: one page of the content group (`/videos/calendar`), under `view-calendar`. */
import { feature } from '../../lib/feature';
import { lazyPage } from '../../lib/routes';

export const calendar = feature({
  messages: { calendar: () => import('./messages') },
  routes: [
    {
      path: 'calendar',
      component: lazyPage(() => import('./calendar-page')),
      meta: { title: 'calendar:title', permission: 'view-calendar' },
    },
  ],
});
