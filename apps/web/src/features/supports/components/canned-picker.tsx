/**
 * "Insert a canned reply": picks one of the active canned replies by its title (typing filters them) and hands
 * its text in the ticket's language to the reply box, where staff edit it before sending. The picker then
 * empties again, ready for another.
 */
import { Select } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import { cannedTextFor, type Language } from '@backlot/contract';
import { useResourceT } from '../../../lib/resource';
import { cannedOptions } from '../api';

type Props = { language: Language; onInsert: (text: string) => void };

export function CannedPicker({ language, onInsert }: Props) {
  const t = useResourceT('supports');
  const choices = useRead(cannedOptions());
  const replies = choices.data?.data ?? [];
  return (
    <Select<number>
      aria-label={t('canned.pick')}
      placeholder={t('canned.pick')}
      value={null}
      showSearch={{ optionFilterProp: 'label' }}
      loading={choices.isPending}
      notFoundContent={t('canned.none')}
      options={replies.map((reply) => ({ value: reply.id, label: reply.title }))}
      onSelect={(id) => {
        const reply = replies.find((r) => r.id === id);
        if (reply) onInsert(cannedTextFor(reply, language));
      }}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
