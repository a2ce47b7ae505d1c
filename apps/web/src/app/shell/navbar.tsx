/** The top bar: hamburger, breadcrumb, the bell, full screen, size, page-style settings, language and the account menu. */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../lib/i18n';
import { AppBreadcrumb } from './breadcrumb';
import { Bell } from './bell';
import { FullscreenButton } from './fullscreen-button';
import { MenuSearch } from './menu-search';
import { SettingsButton } from './settings-drawer';
import { SizeSwitch } from './size-switch';
import { UserMenu } from './user-menu';
import styles from './layout.module.css';

type Props = { sidebarOpen: boolean; onToggleSidebar: () => void; compact: boolean };

export function Navbar({ sidebarOpen, onToggleSidebar, compact }: Props) {
  const { t } = useTranslation('app');
  return (
    <div className={styles.navbar}>
      <Button
        type="text"
        data-tour="menuButton"
        aria-label={sidebarOpen ? t('navbar.closeSidebar') : t('navbar.openSidebar')}
        aria-expanded={sidebarOpen}
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      {!compact && <AppBreadcrumb />}
      <Flex align="center" gap={4} className={styles.navbarRight}>
        <MenuSearch />
        <Bell compact={compact} />
        {!compact && <FullscreenButton />}
        <SizeSwitch />
        <SettingsButton />
        <LanguageSwitch />
        <UserMenu compact={compact} />
      </Flex>
    </div>
  );
}
