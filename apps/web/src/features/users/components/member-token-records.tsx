/** A member's token records (coins spent on pay-per-view videos), latest first, a page of ten at a time. */
import { RelatedRecords, useResourceT } from '../../../lib/resource';
import { tokenRecordResource } from '../token-record-resource';

export function MemberTokenRecords({ memberId }: { memberId: number }) {
  const t = useResourceT('users');
  return (
    <RelatedRecords
      resource={tokenRecordResource}
      filter={{ memberId }}
      fields={['id', 'videoSerialNumber', 'amount', 'paidAt']}
      sort="-paid_at"
      title={t('tokenRecords.title')}
      empty={t('tokenRecords.empty')}
    />
  );
}
