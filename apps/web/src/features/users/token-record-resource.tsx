import { tokenRecordFilters } from '@backlot/contract';
import { contractFilters, defineResource, LinkButton } from '../../lib/resource';
import { tokenRecordsApi, type TokenRecord } from './api';
import { MEMBERS_PATH, TOKEN_RECORDS_PATH, tokenRecordPermissions } from './constants';

/** Members' coin spends on pay-per-view videos: read only, filtered by member, video and day. */
export const tokenRecordResource = defineResource<TokenRecord>({
  ns: 'users',
  path: TOKEN_RECORDS_PATH,
  api: tokenRecordsApi,
  permissions: tokenRecordPermissions,
  defaultSort: '-paid_at',
  search: false,
  filters: contractFilters(tokenRecordFilters, {
    member_id: { label: 'tokenRecords.memberId', input: undefined },
    member_email: { label: 'tokenRecords.memberEmail' },
    video_serial: { label: 'tokenRecords.videoSerialNumber' },
    paid: { label: 'tokenRecords.paid' },
  }),
  fields: [
    { name: 'id', label: 'tokenRecords.number', sortable: true, width: 110 },
    { name: 'memberCreatedAt', label: 'tokenRecords.memberCreatedAt', valueType: 'datetime' },
    {
      name: 'memberId',
      label: 'tokenRecords.memberId',
      width: 110,
      render: (record) => (
        <LinkButton type="link" size="small" to={`${MEMBERS_PATH}/${record.memberId}`}>
          {record.memberId}
        </LinkButton>
      ),
    },
    { name: 'memberEmail', label: 'tokenRecords.memberEmail', width: 240 },
    { name: 'videoSerialNumber', label: 'tokenRecords.videoSerialNumber' },
    { name: 'amount', label: 'tokenRecords.amount', valueType: 'number', sortable: true },
    { name: 'paidAt', label: 'tokenRecords.paidAt', valueType: 'datetime', sortable: 'paid_at' },
  ],
});
