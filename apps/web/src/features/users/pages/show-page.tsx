import { Can } from '../../../lib/permissions';
import { RecordSections } from '../../../lib/record-sections';
import { ResourceDetail } from '../../../lib/resource';
import { memberResource } from '../resource';
import { MemberTokenRecords } from '../components/member-token-records';
import { MemberComments } from '../components/member-comments';
import { MemberTimeline } from '../components/member-timeline';

/**
 * A member: profile, attribution, their timeline, then what other areas record of them (their subscriptions,
 * orders and coins: the commerce area's sections), their comments and token records.
 */
export default function MemberShowPage() {
  return (
    <ResourceDetail resource={memberResource}>
      {(member) => (
        <>
          <MemberTimeline memberId={member.id} />
          <RecordSections resource="users" id={member.id} />
          <Can permission="list-comments">
            <MemberComments memberId={member.id} />
          </Can>
          <Can permission="list-token-records">
            <MemberTokenRecords memberId={member.id} />
          </Can>
        </>
      )}
    </ResourceDetail>
  );
}
