import type { IpWhitelist as IpWhitelistWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type IpWhitelist = Camelize<IpWhitelistWire>;

export const ipWhitelistsApi = resourceApi<IpWhitelist>('ipwhitelists');
