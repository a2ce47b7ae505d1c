/** The internal note box (admins holding `note-supports`): a note for staff, in every state of the ticket. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_NOTE_MAX } from '@backlot/contract';
import { useMessage } from '../../../lib/feedback';
import { useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { addNote, supportsApi, type SupportTicket } from '../api';

export function NoteBox({ ticket }: { ticket: SupportTicket }) {
  const t = useResourceT('supports');
  const message = useMessage();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await addNote(ticket.id, text);
      message.success(t('notes.added'));
      setText('');
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setSaving(false);
      await client.invalidateQueries({ queryKey: supportsApi.key });
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label={t('notes.label')} htmlFor="support-note" extra={t('notes.hint')}>
        <Input.TextArea
          id="support-note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={SUPPORT_NOTE_MAX}
        />
      </Form.Item>
      <Button htmlType="submit" disabled={!text.trim()} loading={saving}>
        {t('notes.add')}
      </Button>
    </Form>
  );
}
