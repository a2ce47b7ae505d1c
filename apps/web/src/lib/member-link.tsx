/**
 * A member named in a record of another area (an order, a ticket), linking to the member's page: by username,
 * else by id; `empty` where the record names no member.
 */
import type { ReactNode } from 'react';
import { LinkButton } from './resource';

/** The members' pages (the users feature's). */
const MEMBERS_PATH = '/users';

type Props = { id: number | null; name: string | null; empty?: ReactNode };

export function MemberLink({ id, name, empty = '—' }: Props) {
  if (id === null) return <>{empty}</>;
  return (
    <LinkButton type="link" size="small" to={`${MEMBERS_PATH}/${id}`} style={{ paddingInline: 0 }}>
      {name ?? `#${id}`}
    </LinkButton>
  );
}
