/** A member named in a commerce record, linking to the member's page. */
import { LinkButton } from '../../lib/resource';
import { MEMBERS_PATH } from './constants';

export function MemberLink({ id, name }: { id: number | null; name: string | null }) {
  if (id === null) return <>—</>;
  return (
    <LinkButton type="link" size="small" to={`${MEMBERS_PATH}/${id}`} style={{ paddingInline: 0 }}>
      {name ?? `#${id}`}
    </LinkButton>
  );
}
