/**
 * A ticket's conversation: the member's message, then the thread — staff replies with their author, time and
 * what became of their e-mail, and the member's follow-ups; below, the reply box (for admins holding
 * `reply-supports`): "Send" makes an open ticket wait for the member, "Send and solve" also solves it. An
 * archived ticket takes no reply until it is recovered.
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportManifest, supportReplyCreate } from '@backlot/contract';
import { useMessage } from '../../../lib/feedback';
import { allows, formatInstant, useAllowed, useLanguage, useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { repliesOptions, sendReply, supportsApi, type SupportReply, type SupportTicket } from '../api';

const MAIL_COLORS: Record<string, string> = { pending: 'blue', sent: 'green', failed: 'red', kept: 'default' };
const MAX_REPLY = supportReplyCreate.shape.message.maxLength ?? 10_000;
const mayReply = allows<SupportTicket>(supportManifest, 'reply');
const maySolve = allows<SupportTicket>(supportManifest, 'solve');

type Entry = {
  key: string;
  author: string;
  staff: boolean;
  at: string;
  text: string;
  mail?: SupportReply['outboxStatus'];
};

function Message({ entry }: { entry: Entry }) {
  const t = useResourceT('supports');
  const language = useLanguage();
  return (
    <Card size="small" style={{ background: entry.staff ? 'var(--ant-color-fill-quaternary, #fafafa)' : undefined }}>
      <Flex justify="space-between" wrap gap={8}>
        <Space size={4} wrap>
          <Typography.Text strong>{entry.author}</Typography.Text>
          <Tag color={entry.staff ? 'geekblue' : undefined}>{t(entry.staff ? 'thread.staff' : 'thread.member')}</Tag>
        </Space>
        <Space size={4} wrap>
          {entry.mail && <Tag color={MAIL_COLORS[entry.mail]}>{t(`mail.${entry.mail}`)}</Tag>}
          <Typography.Text type="secondary">{formatInstant(entry.at, language)}</Typography.Text>
        </Space>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{entry.text}</Typography.Paragraph>
    </Card>
  );
}

function ReplyBox({ ticket }: { ticket: SupportTicket }) {
  const t = useResourceT('supports');
  const allowed = useAllowed();
  const message = useMessage();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState<'send' | 'solve' | null>(null);
  if (!mayReply(ticket)) return <Alert type="info" showIcon title={t('thread.archived')} />;

  const send = async (andSolve: boolean) => {
    setSending(andSolve ? 'solve' : 'send');
    try {
      await sendReply(ticket.id, text);
      if (andSolve) await supportsApi.action(ticket.id, 'solve');
      message.success(t(andSolve ? 'thread.sentAndSolved' : 'thread.sent'));
      setText('');
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setSending(null);
      await client.invalidateQueries({ queryKey: supportsApi.key });
    }
  };
  const empty = !text.trim();
  return (
    <Form layout="vertical" onFinish={() => void send(false)}>
      <Form.Item
        label={t('thread.reply')}
        htmlFor="support-reply"
        extra={ticket.status === 'open' ? t('thread.sendWaits') : undefined}
      >
        <Input.TextArea
          id="support-reply"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={MAX_REPLY}
          placeholder={t('thread.placeholder', { email: ticket.email })}
        />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" disabled={empty} loading={sending === 'send'}>
          {t('thread.send')}
        </Button>
        {maySolve(ticket) && allowed('solve-supports') && (
          <Button disabled={empty} loading={sending === 'solve'} onClick={() => void send(true)}>
            {t('thread.sendAndSolve')}
          </Button>
        )}
      </Space>
    </Form>
  );
}

export function Thread({ ticket }: { ticket: SupportTicket }) {
  const t = useResourceT('supports');
  const allowed = useAllowed();
  const replies = useQuery(repliesOptions(ticket.id));
  const entries: Entry[] = [
    { key: 'member', author: ticket.email, staff: false, at: ticket.createdAt, text: ticket.message },
    ...(replies.data?.data ?? []).map((reply) => ({
      key: `reply-${reply.id}`,
      author: reply.author === 'member' ? ticket.email : (reply.adminUsername ?? t('thread.formerAdmin')),
      staff: reply.author === 'staff',
      at: reply.createdAt,
      text: reply.message,
      mail: reply.outboxStatus,
    })),
  ];
  return (
    <Card title={t('thread.title')} loading={replies.isPending}>
      <Flex vertical gap={12}>
        {entries.map((entry) => (
          <Message key={entry.key} entry={entry} />
        ))}
        {allowed('reply-supports') && <ReplyBox ticket={ticket} />}
      </Flex>
    </Card>
  );
}
