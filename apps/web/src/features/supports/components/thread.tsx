/**
 * A ticket's conversation: the member's message, then, by time, staff replies with their author, time and
 * what became of their e-mail, the member's follow-ups, and staff's internal notes set apart (never sent).
 * Below, the composer: a reply to the member (`reply-supports`) or an internal note (`note-supports`), on tabs
 * when the admin may write both.
 */
import { Card, Flex, Tabs } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import { useAllowed, useResourceT } from '../../../lib/resource';
import { notesOptions, repliesOptions, type SupportTicket } from '../api';
import { type Entry, Message } from './message';
import { NoteBox } from './note-box';
import { ReplyBox } from './reply-box';

function Composer({ ticket }: { ticket: SupportTicket }) {
  const t = useResourceT('supports');
  const allowed = useAllowed();
  const boxes = [
    allowed('reply-supports') && { key: 'reply', label: t('thread.replyTab'), children: <ReplyBox ticket={ticket} /> },
    allowed('note-supports') && { key: 'note', label: t('notes.tab'), children: <NoteBox ticket={ticket} /> },
  ].filter((box) => box !== false);
  if (boxes.length < 2) return boxes[0]?.children ?? null;
  return <Tabs items={boxes} />;
}

export function Thread({ ticket }: { ticket: SupportTicket }) {
  const t = useResourceT('supports');
  const replies = useRead(repliesOptions(ticket.id));
  const notes = useRead(notesOptions(ticket.id));
  const later: Entry[] = [
    ...(replies.data?.data ?? []).map((reply) => ({
      key: `reply-${reply.id}`,
      kind: reply.author,
      author: reply.author === 'member' ? ticket.email : (reply.adminUsername ?? t('thread.formerAdmin')),
      at: reply.createdAt,
      text: reply.message,
      mail: reply.outboxStatus,
    })),
    ...(notes.data?.data ?? []).map((note) => ({
      key: `note-${note.id}`,
      kind: 'note' as const,
      author: note.adminUsername ?? t('thread.formerAdmin'),
      at: note.createdAt,
      text: note.body,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first: Entry = {
    key: 'member',
    kind: 'member',
    author: ticket.email,
    at: ticket.createdAt,
    text: ticket.message,
  };
  return (
    <Card title={t('thread.title')} loading={replies.isPending}>
      <Flex vertical gap={12}>
        {[first, ...later].map((entry) => (
          <Message key={entry.key} entry={entry} />
        ))}
        <Composer ticket={ticket} />
      </Flex>
    </Card>
  );
}
