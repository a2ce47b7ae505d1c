/** A comment's author: a link to the member's page (where a ban is lifted), marked when banned from commenting. */
import { Space, Tag } from 'antd';
import { LinkButton, useAllowed, useResourceT } from '../../../lib/resource';

/** The member's page: a public URL of the app, as a bookmark would hold it. */
const memberPath = (id: number) => `/users/${id}`;

export function MemberCell({ id, username, banned }: { id: number; username: string; banned?: boolean }) {
  const t = useResourceT('comments');
  const allowed = useAllowed();
  return (
    <Space size={4} wrap>
      {allowed('list-users') ? (
        <LinkButton to={memberPath(id)} type="link" size="small" style={{ padding: 0 }}>
          {username}
        </LinkButton>
      ) : (
        username
      )}
      {banned && <Tag color="red">{t('banned')}</Tag>}
    </Space>
  );
}
