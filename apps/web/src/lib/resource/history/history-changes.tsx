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

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The changed fields, in the order the resource describes them, without the restore's note. Of a creation, only
 * the fields the resource describes that got a value: not its counters starting at 0, nor empty fields.
 */
function changedKeys(reader: ReturnType<typeof useChangeReader>, changes: Changes, created = false) {
  const shown = (key: string) =>
    key !== RESTORED_ENTRY && (!created || (reader.describes(key) && !isEmpty(changes[key]!.after)));
  return reader.order(Object.keys(changes).filter(shown));
}

/** `created`: the record's first entry, whose fields had no value before: each reads "Label: value". */
export function HistoryChanges({
  resource,
  changes,
  created,
}: {
  resource: string;
  changes: Changes;
  created?: boolean;
}) {
  const reader = useChangeReader(resource);
  return (
    <Flex vertical gap={4}>
      {changedKeys(reader, changes, created).map((key) => (
        <div key={key}>
          <Typography.Text strong>{reader.label(key)}</Typography.Text>
          {': '}
          {!created && (
            <>
              <ChangeValue value={changes[key]!.before} reading={reader.reading(key)} />
              {' → '}
            </>
          )}
          <ChangeValue value={changes[key]!.after} reading={reader.reading(key)} />
        </div>
      ))}
    </Flex>
  );
}
