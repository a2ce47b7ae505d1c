/**
 * The member's timeline: their tickets, comments, orders, subscription changes, what staff asked their processor
 * and staff notes, newest first, ten at a time ("Show older" reads on), each kind tagged; admins holding
 * `note-users` add a note above it.
 * The kinds an admin may not list elsewhere are left out by the server.
 */
import { Button, Card, Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_NOTE_MAX, type TimelineKind } from '@backlot/contract';
import { Can } from '../../../lib/permissions';
import { formatInstant, LinkButton, useLanguage, useResourceT, type ResourceT } from '../../../lib/resource';
import { NoteForm } from '../../../lib/resource/note-form';
import { addMemberNote, memberTimelineOptions, type TimelineEntry } from '../api';

const COLORS: Record<TimelineKind, string> = {
  ticket: 'blue',
  comment: 'purple',
  order: 'green',
  subscription: 'cyan',
  action: 'magenta',
  note: 'orange',
};

/** What an entry says, in the UI's language. */
function describe(entry: TimelineEntry, t: ResourceT) {
  switch (entry.kind) {
    case 'order':
      return t('timeline.order', {
        type: t(`commerceValue.${entry.text}`),
        amount: entry.amount,
        currency: entry.currency,
      });
    case 'subscription':
      return t(`timeline.subscription.${entry.text}`, { status: t(`commerceValue.${entry.status}`) });
    case 'action': {
      const what = t(`timeline.action.${entry.action}`, { amount: entry.amount, currency: entry.currency });
      return t('timeline.actionLine', { what, state: t(`timeline.actionState.${entry.status}`), reason: entry.text });
    }
    case 'ticket':
      return (
        <LinkButton to={`/questions/supports/${entry.id}`} type="link" size="small" style={{ padding: 0 }}>
          {entry.text}
        </LinkButton>
      );
    default:
      return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{entry.text}</Typography.Text>;
  }
}

function NoteBox({ memberId }: { memberId: number }) {
  const t = useResourceT('users');
  const client = useQueryClient();
  return (
    <NoteForm
      id="member-note"
      label={t('timeline.note')}
      hint={t('timeline.noteHint')}
      submit={t('timeline.addNote')}
      added={t('timeline.noteAdded')}
      maxLength={MEMBER_NOTE_MAX}
      rows={{ minRows: 2, maxRows: 8 }}
      add={(text) => addMemberNote(memberId, text)}
      refresh={() => client.invalidateQueries({ queryKey: memberTimelineOptions(memberId).queryKey })}
      t={t}
    />
  );
}

export function MemberTimeline({ memberId }: { memberId: number }) {
  const t = useResourceT('users');
  const language = useLanguage();
  const timeline = useInfiniteQuery(memberTimelineOptions(memberId));
  const entries = timeline.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card title={t('timeline.title')} size="small" loading={timeline.isPending}>
      <Flex vertical gap={16}>
        <Can permission="note-users">
          <NoteBox memberId={memberId} />
        </Can>
        {entries.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />
        ) : (
          <Timeline
            items={entries.map((entry) => ({
              key: `${entry.kind}-${entry.id}-${entry.text}-${entry.at}`,
              color: COLORS[entry.kind],
              content: (
                <Flex vertical gap={2} role="article" aria-label={t(`timeline.kind.${entry.kind}`)}>
                  <Flex gap={8} wrap align="center">
                    <Tag color={COLORS[entry.kind]}>{t(`timeline.kind.${entry.kind}`)}</Tag>
                    <Typography.Text type="secondary">{formatInstant(entry.at, language)}</Typography.Text>
                    {entry.author && <Typography.Text strong>{entry.author}</Typography.Text>}
                  </Flex>
                  <div>{describe(entry, t)}</div>
                </Flex>
              ),
            }))}
          />
        )}
        {timeline.hasNextPage && (
          <Button loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
            {t('timeline.older')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
