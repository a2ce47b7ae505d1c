import { tokenRecordFilters, tokenRecordManifest } from '@backlot/contract';
import { contractFilters, defineResource, LinkButton } from '../../lib/resource';
import { tokenRecordsApi, type TokenRecord } from './api';
import { MEMBERS_PATH, TOKEN_RECORDS_PATH, tokenRecordPermissions } from './constants';

/** Members' coin spends on pay-per-view videos: read only, filtered by member, video and day. */
export const tokenRecordResource = defineResource<TokenRecord>({
  ns: 'users',
  path: TOKEN_RECORDS_PATH,
  api: tokenRecordsApi,
  permissions: tokenRecordPermissions,
  manifest: tokenRecordManifest,
  search: false,
  filters: contractFilters(tokenRecordFilters, {
    member_id: { label: 'fields.memberId', input: undefined },
    member_email: { label: 'fields.memberEmail' },
    video_serial: { label: 'fields.videoSerialNumber' },
    paid: { label: 'tokenRecords.paid' },
  }),
  presentation: {
    id: { label: 'tokenRecords.number', width: 110 },
    memberId: {
      width: 110,
      render: (record) => (
        <LinkButton type="link" size="small" to={`${MEMBERS_PATH}/${record.memberId}`}>
          {record.memberId}
        </LinkButton>
      ),
    },
    memberEmail: { width: 240 },
    videoId: false,
  },
});
