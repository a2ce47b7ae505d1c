/** The latest arrivals for the bell (`GET /api/unread/recent`), asked while the bell is open. */
import { queryOptions } from '@tanstack/react-query';
import type { RecentArrival } from '@backlot/contract';
import { api } from '../api/client';

/** `total`: the unread total the list was asked at; a change asks it again. */
export const recentArrivals = (total: number) =>
  queryOptions({
    queryKey: ['unread', 'recent', total],
    queryFn: () => api.get<{ data: RecentArrival[] }>('/unread/recent').then((answer) => answer.data),
  });
