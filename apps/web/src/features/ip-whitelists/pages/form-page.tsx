import { ipWhitelistCreate, ipWhitelistUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { ipWhitelistResource } from '../resource';

/** Add and edit (`/users/ipwhitelists/edit/:id`). The server keeps the address in its standard form. */
export default function IpWhitelistFormPage() {
  return (
    <ResourceForm resource={ipWhitelistResource} schemas={{ create: ipWhitelistCreate, update: ipWhitelistUpdate }} />
  );
}
