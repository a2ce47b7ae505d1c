import { ipWhitelistCreate, ipWhitelistUpdate } from '@backlot/contract';
import { Space, Tag, Tooltip } from 'antd';
import { commonFields, defineResource, type FormSchemas } from '../../lib/resource';
import { ipWhitelistsApi, type IpWhitelist } from './api';
import { IP_WHITELISTS_PATH, ipWhitelistPermissions } from './constants';

/** Entries this one holds or lies within, as warning tags (staff tidy them; the server allows them). */
function Overlaps({ entry }: { entry: IpWhitelist }) {
  if (!entry.overlaps.length) return '—';
  return (
    <Space size={[4, 4]} wrap>
      {entry.overlaps.map((other) => (
        <Tooltip key={other.id} title={`#${other.id}`}>
          <Tag color="warning">{other.address}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

export const ipWhitelistResource = defineResource<IpWhitelist>({
  ns: 'ip-whitelists',
  path: IP_WHITELISTS_PATH,
  api: ipWhitelistsApi,
  permissions: ipWhitelistPermissions,
  defaultSort: 'address',
  titleOf: (entry) => entry.address,
  fields: [
    commonFields.id,
    { name: 'address', label: 'fields.address', sortable: true, help: 'help.address' },
    { name: 'note', label: 'fields.note', valueType: 'textarea' },
    {
      name: 'overlaps',
      label: 'fields.overlaps',
      hideInForm: true,
      render: (entry) => <Overlaps entry={entry} />,
    },
    commonFields.createdAt,
  ],
});

/** The form's rules, adding and editing an address. The server keeps the address in its standard form. */
export const ipWhitelistSchemas: FormSchemas = { create: ipWhitelistCreate, update: ipWhitelistUpdate };
