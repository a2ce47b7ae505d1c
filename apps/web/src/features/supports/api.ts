import { queryOptions } from '@tanstack/react-query';
import type { SupportReply as SupportReplyWire, SupportTicket as SupportTicketWire } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type SupportTicket = Camelize<SupportTicketWire>;
export type SupportReply = Camelize<SupportReplyWire>;

export const supportsApi = resourceApi<SupportTicket>('supports');

/** A ticket's thread of staff replies, cached under the tickets' key: a reply or an action refreshes it. */
export const repliesOptions = (id: number) =>
  queryOptions({
    queryKey: [...supportsApi.key, 'replies', id] as const,
    queryFn: () => api.get<{ data: SupportReply[] }>(`/supports/${id}/replies`),
  });

/** `POST /supports/{id}/reply`: the ticket as it now is. */
export const sendReply = (id: number, message: string) => supportsApi.action(id, 'reply', { message });
