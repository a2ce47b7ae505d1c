/**
 * The trash: deleted records, newest first, with who deleted them, when, when they are purged and what went with
 * them. Restore asks first, saying what comes back; purge asks first too, and is for good.
 */
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { defineResource, type ResourceT } from '../../lib/resource';
import { AffectedList } from '../../lib/resource/affected-list';
import { trashApi, type TrashEntry } from './api';
import { TRASH_PATH, trashPermissions, trashResources } from './constants';

/** The kind of record, capitalised for its column ("Tags"; the kit's names are lower case, for sentences). */
const resourceName = (entry: TrashEntry, t: ResourceT) => {
  const name = t(`resource:resources.${entry.resource}`, { defaultValue: entry.resource });
  return name.charAt(0).toUpperCase() + name.slice(1);
};

export const trashResource = defineResource<TrashEntry>({
  ns: 'trash',
  path: TRASH_PATH,
  api: trashApi,
  permissions: trashPermissions,
  defaultSort: '-deleted_at',
  search: false,
  titleOf: (entry) => entry.label ?? `#${entry.recordId}`,
  // A phone's card: the record as its title, then its kind, when it was deleted and what went with it.
  titleField: 'label',
  filters: [{ name: 'resource', label: 'fields.resource', type: 'select', options: trashResources }],
  fields: [
    {
      name: 'label',
      label: 'fields.record',
      render: (entry) => (
        <>
          {entry.label && <>{entry.label} </>}
          <Typography.Text type="secondary">#{entry.recordId}</Typography.Text>
        </>
      ),
    },
    { name: 'resource', label: 'fields.resource', render: resourceName },
    { name: 'deletedAt', label: 'fields.deletedAt', valueType: 'datetime', sortable: true },
    {
      name: 'affected',
      label: 'fields.affected',
      render: (entry) => <AffectedList affected={entry.affected} mode="delete" />,
    },
    {
      name: 'deletedByUsername',
      label: 'fields.deletedBy',
      render: (entry, t) => entry.deletedByUsername ?? t('system'),
    },
    { name: 'purgeAt', label: 'fields.purgeAt', valueType: 'datetime', sortable: true },
  ],
  actions: [
    {
      name: 'restore',
      permission: 'restore-trash',
      label: 'restore',
      icon: <UndoOutlined />,
      confirm: 'confirmRestore',
      detail: (entry) => <AffectedList affected={entry.affected} mode="restore" />,
      success: 'restored',
      refreshesAll: true,
    },
    {
      name: 'purge',
      call: 'delete',
      permission: 'purge-trash',
      label: 'purge',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'confirmPurge',
      success: 'purged',
    },
  ],
});
