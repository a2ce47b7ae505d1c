/**
 * The reply box (admins holding `reply-supports`): "Send" makes an open ticket wait for the member, "Send and
 * solve" also solves it. A canned reply, picked above the box, is added to what is written (after a blank line).
 * An archived ticket takes no reply until it is recovered.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { supportManifest, supportReplyCreate } from '@backlot/contract';
import { useMessage } from '../../../lib/feedback';
import { allows, useAllowed, useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { sendReply, supportsApi, type SupportTicket } from '../api';
import { CannedPicker } from './canned-picker';

const MAX_REPLY = supportReplyCreate.shape.message.maxLength ?? 10_000;
const mayReply = allows<SupportTicket>(supportManifest, 'reply');
const maySolve = allows<SupportTicket>(supportManifest, 'solve');

export function ReplyBox({ ticket }: { ticket: SupportTicket }) {
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
  const insert = (canned: string) => setText((now) => (now.trim() ? `${now.trimEnd()}\n\n${canned}` : canned));
  return (
    <Form layout="vertical" onFinish={() => void send(false)}>
      <Form.Item>
        <CannedPicker language={ticket.language} onInsert={insert} />
      </Form.Item>
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
