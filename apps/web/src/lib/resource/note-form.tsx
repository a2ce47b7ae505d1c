/**
 * A staff note's composer (a ticket's internal note, a member's timeline note): a text box and its button. A note
 * saved is announced and the box emptied; a refusal shows the server's words; `refresh` runs either way.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useMessage } from '../feedback';
import type { ResourceT } from './use-resource-t';
import { errorText } from './use-save-controller';

export type NoteFormProps = {
  /** The text box's id (its label points at it). */
  id: string;
  label: string;
  hint: string;
  submit: string;
  /** Said once the note is saved. */
  added: string;
  maxLength: number;
  rows: { minRows: number; maxRows: number };
  add: (text: string) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  t: ResourceT;
};

export function NoteForm({ id, label, hint, submit, added, maxLength, rows, add, refresh, t }: NoteFormProps) {
  const message = useMessage();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await add(text);
      message.success(added);
      setText('');
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setSaving(false);
      await refresh();
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label={label} htmlFor={id} extra={hint}>
        <Input.TextArea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={rows}
          maxLength={maxLength}
        />
      </Form.Item>
      <Button htmlType="submit" disabled={!text.trim()} loading={saving}>
        {submit}
      </Button>
    </Form>
  );
}
