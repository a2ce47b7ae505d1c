import { Can } from '../../../lib/permissions';
import { ResourceDetail } from '../../../lib/resource';
import { memberResource } from '../resource';
import { LaterSections } from '../components/later-sections';
import { MemberCommerce } from '../components/member-commerce';
import { MemberTokenRecords } from '../components/member-token-records';

/** A member: profile, attribution, then what other areas record of them. */
export default function MemberShowPage() {
  return (
    <ResourceDetail resource={memberResource}>
      {(member) => (
        <>
          <MemberCommerce member={member} />
          <LaterSections />
          <Can permission="list-token-records">
            <MemberTokenRecords memberId={member.id} />
          </Can>
        </>
      )}
    </ResourceDetail>
  );
}
