/**
 * The fields one change of a record changed, each on its own line as the audit log reads it, in the staff's
 * language: "Status: Draft → Published". A secret reads "Hidden" on both sides: the entry never holds it.
 */
import { Flex, Typography } from 'antd';
import { RESTORED_ENTRY_FIELD } from '@backlot/contract';
import { camelKey } from '../../api/case';
import { ChangeValue } from '../../record-fields/change-value';
import { useChangeReader } from '../../record-fields/reading';
import type { HistoryEntry } from './history-api';

/** The changes' field that names the restored entry, as the client delivers it. */
export const RESTORED_ENTRY = camelKey(RESTORED_ENTRY_FIELD);

type Changes = HistoryEntry['changes'];

/** The changed fields, in the order the resource describes them, without the restore's note. */
export function changedKeys(reader: ReturnType<typeof useChangeReader>, changes: Changes) {
  return reader.order(Object.keys(changes).filter((key) => key !== RESTORED_ENTRY));
}

export function HistoryChanges({ resource, changes }: { resource: string; changes: Changes }) {
  const reader = useChangeReader(resource);
  return (
    <Flex vertical gap={4}>
      {changedKeys(reader, changes).map((key) => (
        <div key={key}>
          <Typography.Text strong>{reader.label(key)}</Typography.Text>
          {': '}
          <ChangeValue value={changes[key]!.before} reading={reader.reading(key)} />
          {' → '}
          <ChangeValue value={changes[key]!.after} reading={reader.reading(key)} />
        </div>
      ))}
    </Flex>
  );
}
