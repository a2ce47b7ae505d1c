/** A link to the member list filtered to what a channel or campaign brought; nothing without `list-users`. */
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton, useAllowed } from '../../../lib/resource';

/** The member list's route: a public URL of the app, as a bookmark would hold it. */
const MEMBERS = '/users';

export function MembersLink({ filter, id }: { filter: 'channel_id' | 'campaign_id'; id: number }) {
  const { t } = useTranslation('channels');
  const allowed = useAllowed();
  if (!allowed('list-users')) return '—';
  return (
    <LinkButton to={`${MEMBERS}?${filter}=${id}`} type="link" size="small" icon={<TeamOutlined />}>
      {t('members.open')}
    </LinkButton>
  );
}
