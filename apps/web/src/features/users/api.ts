import type { Member as MemberWire, TokenRecord as TokenRecordWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Member = Camelize<MemberWire>;
export type TokenRecord = Camelize<TokenRecordWire>;

export const membersApi = resourceApi<Member>('users');
export const tokenRecordsApi = resourceApi<TokenRecord>('users/tokenRecord');
