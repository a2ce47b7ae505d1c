/** A member's token records, latest first, a page of ten at a time. */
import { formatInstant, useLanguage, useResourceT } from '../../../lib/resource';
import { tokenRecordsApi } from '../api';
import { MemberRecords } from './member-records';

export function MemberTokenRecords({ memberId }: { memberId: number }) {
  const t = useResourceT('users');
  const language = useLanguage();
  return (
    <MemberRecords
      memberId={memberId}
      api={tokenRecordsApi}
      sort="-paid_at"
      title={t('tokenRecords.title')}
      empty="tokenRecords.empty"
      columns={[
        { key: 'id', title: t('tokenRecords.number'), dataIndex: 'id' },
        { key: 'video', title: t('fields.videoSerialNumber'), dataIndex: 'videoSerialNumber' },
        { key: 'amount', title: t('fields.amount'), dataIndex: 'amount', align: 'right' },
        {
          key: 'paidAt',
          title: t('fields.paidAt'),
          render: (_: unknown, r) => formatInstant(r.paidAt, language),
        },
      ]}
    />
  );
}
