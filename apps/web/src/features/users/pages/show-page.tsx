import { Can } from '../../../lib/permissions';
import { ResourceDetail } from '../../../lib/resource';
import { memberResource } from '../resource';
import { MemberCommerce } from '../components/member-commerce';
import { MemberTokenRecords } from '../components/member-token-records';
import { MemberComments } from '../components/member-comments';
import { MemberTimeline } from '../components/member-timeline';

/** A member: profile, attribution, their timeline, then what other areas record of them. */
export default function MemberShowPage() {
  return (
    <ResourceDetail resource={memberResource}>
      {(member) => (
        <>
          <MemberTimeline memberId={member.id} />
          <MemberCommerce member={member} />
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
