import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  cannedReplyChoices,
  SupportNote as SupportNoteWire,
  SupportReply as SupportReplyWire,
  SupportTicket as SupportTicketWire,
} from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type SupportTicket = Camelize<SupportTicketWire>;
export type SupportReply = Camelize<SupportReplyWire>;
export type SupportNote = Camelize<SupportNoteWire>;

export const supportsApi = resourceApi<SupportTicket>('supports');

/** A ticket's thread of staff replies, cached under the tickets' key: a reply or an action refreshes it. */
export const repliesOptions = (id: number) =>
  queryOptions({
    queryKey: [...supportsApi.key, 'replies', id] as const,
    queryFn: () => api.get<{ data: SupportReply[] }>(`/supports/${id}/replies`),
  });

/** `POST /supports/{id}/reply`: the ticket as it now is. */
export const sendReply = (id: number, message: string) => supportsApi.action(id, 'reply', { message });

/** A ticket's internal notes (staff only), cached under the tickets' key like the thread. */
export const notesOptions = (id: number) =>
  queryOptions({
    queryKey: [...supportsApi.key, 'notes', id] as const,
    queryFn: () => api.get<{ data: SupportNote[] }>(`/supports/${id}/notes`),
  });

/** `POST /supports/{id}/note`: the ticket as it now is (its notes counted). */
export const addNote = (id: number, body: string) => supportsApi.action(id, 'note', { body });

export type CannedChoice = Camelize<z.infer<typeof cannedReplyChoices>['data'][number]>;

/** The active canned replies a reply may start from (`GET /supports/canned-replies`, under `reply-supports`). */
export const cannedOptions = () =>
  queryOptions({
    queryKey: ['canned-replies', 'choices'] as const,
    queryFn: () => api.get<{ data: CannedChoice[] }>('/supports/canned-replies'),
    staleTime: 60_000,
  });
