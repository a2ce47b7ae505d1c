/** The admin's avatar and name, with links to the dashboard and profile, and log out. */
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useSession } from '../../lib/session';
import { startTour } from './tour';

/** `compact`: a phone's top bar, where the avatar stands alone. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { admin } = useSession();
  const items: MenuProps['items'] = [
    { key: '/dashboard', label: t('navbar.dashboard') },
    { key: '/profile', label: t('navbar.profile') },
    { key: 'tour', label: t('navbar.tour') },
    { type: 'divider' },
    { key: 'logout', label: t('navbar.logout'), danger: true },
  ];
  const run: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else if (key === 'tour') startTour();
    else void navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick: run }} trigger={['click']}>
      <Button
        type="text"
        data-tour="account"
        // The name shown is part of the button's name (WCAG 2.5.3), so speaking what one sees reaches it.
        aria-label={admin?.name ? t('navbar.userMenuOf', { name: admin.name }) : t('navbar.userMenu')}
        style={{ height: 40, paddingInline: 8 }}
      >
        <Avatar size={28} src={admin?.avatar || undefined} icon={<UserOutlined />} alt="" />
        {/* On a phone the avatar alone: the top bar keeps within the screen. */}
        {!compact && (
          <span
            title={admin?.name}
            style={{
              display: 'inline-block',
              maxWidth: 120,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {admin?.name}
          </span>
        )}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
