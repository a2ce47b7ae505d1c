/** Test fixtures of the support tickets' pages: a ticket as the API answers it. */
import type { StoredFile } from '@backlot/contract';

type Options = {
  assignee?: { id: number; username: string } | null;
  attachment?: StoredFile | null;
};

/** Ticket no. 5, waiting for the member, with the assignee and attachment given (none by default). */
export const ticketWire = ({ assignee = null, attachment = null }: Options = {}) => ({
  id: 5,
  site_id: 1,
  site_name: 'Velvet Room',
  type: 'billing',
  subject: 'Charged twice',
  email: 'mia@example.com',
  member_id: null,
  member_username: null,
  message: 'My card shows two charges.',
  language: 'en',
  attachment_id: attachment?.id ?? null,
  attachment,
  status: 'waiting',
  waiting_since: null,
  replies_count: 1,
  priority: 'normal',
  first_response_at: '2026-01-02T00:00:00Z',
  first_response_due_at: '2026-01-01T08:00:00Z',
  resolution_due_at: '2026-01-03T00:00:00Z',
  notes_count: 0,
  assignee_id: assignee?.id ?? null,
  assignee_username: assignee?.username ?? null,
  last_reply_at: '2026-01-02T00:00:00Z',
  solved_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
});
