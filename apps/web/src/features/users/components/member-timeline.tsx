/**
 * The member's timeline: their tickets, comments, orders, subscription changes and staff notes, newest first,
 * ten at a time ("Show older" reads on), each kind tagged; admins holding `note-users` add a note above it.
 * The kinds an admin may not list elsewhere are left out by the server.
 */
import { useState } from 'react';
import { Button, Card, Empty, Flex, Form, Input, Tag, Timeline, Typography } from 'antd';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_NOTE_MAX, type TimelineKind } from '@backlot/contract';
import { useMessage } from '../../../lib/feedback';
import { Can } from '../../../lib/permissions';
import { formatInstant, LinkButton, useLanguage, useResourceT, type ResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { addMemberNote, memberTimelineOptions, type TimelineEntry } from '../api';

const COLORS: Record<TimelineKind, string> = {
  ticket: 'blue',
  comment: 'purple',
  order: 'green',
  subscription: 'cyan',
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
  const message = useMessage();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await addMemberNote(memberId, text);
      message.success(t('timeline.noteAdded'));
      setText('');
      await client.invalidateQueries({ queryKey: memberTimelineOptions(memberId).queryKey });
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label={t('timeline.note')} htmlFor="member-note" extra={t('timeline.noteHint')}>
        <Input.TextArea
          id="member-note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={MEMBER_NOTE_MAX}
        />
      </Form.Item>
      <Button htmlType="submit" disabled={!text.trim()} loading={saving}>
        {t('timeline.addNote')}
      </Button>
    </Form>
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
