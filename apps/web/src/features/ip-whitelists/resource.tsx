import { ipWhitelistManifest } from '@backlot/contract';
import { Space, Tag, Tooltip } from 'antd';
import { defineResource } from '../../lib/resource';
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
  manifest: ipWhitelistManifest,
  presentation: {
    address: { help: 'help.address' },
    overlaps: { render: (entry) => <Overlaps entry={entry} /> },
    updatedAt: false,
  },
});
